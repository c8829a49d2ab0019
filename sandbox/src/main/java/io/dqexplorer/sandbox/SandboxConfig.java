package io.dqexplorer.sandbox;

import java.time.Duration;
import java.util.Objects;

/**
 * How a {@link Sandbox} starts: the loopback port (0 = any free port) and the lifetime of the
 * access tokens it issues.
 */
public record SandboxConfig(int port, Duration tokenTtl) {

    public SandboxConfig {
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("port must be 0..65535, was " + port);
        }
        Objects.requireNonNull(tokenTtl, "tokenTtl");
        if (tokenTtl.toSeconds() < 1) {
            throw new IllegalArgumentException("tokenTtl must be at least one second, was " + tokenTtl);
        }
    }

    /** Any free port, tokens valid for 300 s. */
    public static SandboxConfig defaults() {
        return new SandboxConfig(0, Duration.ofSeconds(300));
    }

    public SandboxConfig withPort(int newPort) {
        return new SandboxConfig(newPort, tokenTtl);
    }

    public SandboxConfig withTokenTtl(Duration newTokenTtl) {
        return new SandboxConfig(port, newTokenTtl);
    }
}
