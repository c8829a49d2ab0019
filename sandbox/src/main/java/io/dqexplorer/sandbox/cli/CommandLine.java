package io.dqexplorer.sandbox.cli;

import io.dqexplorer.sandbox.SandboxConfig;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/** The parsed arguments of {@code dq-sandbox.jar}. */
record CommandLine(SandboxConfig config, Optional<Path> readyFile, boolean help) {

    static final String USAGE = String.join(System.lineSeparator(),
            "Usage: java -jar dq-sandbox.jar [--port N] [--token-ttl SECONDS] [--ready-file FILE]",
            "",
            "Serves a local stand-in of the Data Quality Service on 127.0.0.1 until killed.",
            "  --port N               port to listen on; 0 (the default) picks a free port",
            "  --token-ttl SECONDS    lifetime of issued access tokens (default 300)",
            "  --ready-file FILE      once listening, write the service and token URLs and every",
            "                         seeded client's id and secret to FILE as JSON",
            "  --help                 print this help");

    /** Thrown for arguments that cannot be run; its message is one line for the user. */
    static final class UsageException extends Exception {
        UsageException(String message) {
            super(message);
        }
    }

    static CommandLine parse(String... args) throws UsageException {
        SandboxConfig config = SandboxConfig.defaults();
        Optional<Path> readyFile = Optional.empty();
        for (int i = 0; i < args.length; i++) {
            String option = args[i];
            switch (option) {
                case "--help", "-h" -> {
                    return new CommandLine(config, readyFile, true);
                }
                case "--port" -> config = config.withPort(integer(option, valueOf(args, ++i, option), 0, 65_535));
                case "--token-ttl" -> config = config.withTokenTtl(
                        Duration.ofSeconds(integer(option, valueOf(args, ++i, option), 1, 86_400)));
                case "--ready-file" -> readyFile = Optional.of(path(valueOf(args, ++i, option)));
                default -> throw new UsageException("unknown argument '" + option + "'; see --help");
            }
        }
        return new CommandLine(config, readyFile, false);
    }

    private static String valueOf(String[] args, int index, String option) throws UsageException {
        if (index >= args.length) {
            throw new UsageException(option + " needs a value; see --help");
        }
        return args[index];
    }

    private static int integer(String option, String value, int min, int max) throws UsageException {
        try {
            int parsed = Integer.parseInt(value);
            if (parsed >= min && parsed <= max) {
                return parsed;
            }
        } catch (NumberFormatException e) {
            // reported below with the accepted range
        }
        throw new UsageException(option + " must be an integer from " + min + " to " + max + ", was '" + value + "'");
    }

    private static Path path(String value) throws UsageException {
        try {
            return Path.of(value);
        } catch (RuntimeException e) {
            throw new UsageException("--ready-file is not a usable path: '" + value + "'");
        }
    }
}
