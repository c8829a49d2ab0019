package io.dqexplorer.sandbox;

import java.time.Clock;
import java.time.Duration;
import java.util.Objects;

/**
 * How a {@link Sandbox} starts: the loopback port (0 = any free port), the lifetime of the access
 * tokens it issues, and the clock tokens are issued and checked against (tests move it instead of
 * waiting for a token to expire).
 */
public record SandboxConfig(int port, Duration tokenTtl, Clock clock) {

    public SandboxConfig {
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("port must be 0..65535, was " + port);
        }
        Objects.requireNonNull(tokenTtl, "tokenTtl");
        if (tokenTtl.toSeconds() < 1) {
            throw new IllegalArgumentException("tokenTtl must be at least one second, was " + tokenTtl);
        }
        Objects.requireNonNull(clock, "clock");
    }

    /** Any free port, tokens valid for 300 s by the system clock. */
    public static SandboxConfig defaults() {
        return new SandboxConfig(0, Duration.ofSeconds(300), Clock.systemUTC());
    }

    public SandboxConfig withPort(int newPort) {
        return new SandboxConfig(newPort, tokenTtl, clock);
    }

    public SandboxConfig withTokenTtl(Duration newTokenTtl) {
        return new SandboxConfig(port, newTokenTtl, clock);
    }

    public SandboxConfig withClock(Clock newClock) {
        return new SandboxConfig(port, tokenTtl, newClock);
    }
}
