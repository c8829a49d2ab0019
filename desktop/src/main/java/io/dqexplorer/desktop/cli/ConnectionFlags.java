package io.dqexplorer.desktop.cli;

import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Stack;

/**
 * The options every command that connects takes: --demo or where to connect ({@link ConnectionOptions} reads
 * them with the environment), and --verbose for the client's log. A --client-secret or --secret is refused where it stands, before its value is
 * read: the secret comes only from the environment.
 */
public final class ConnectionFlags {

    @Option(names = "--demo") boolean demo;
    @Option(names = "--service-url") String serviceUrl;
    @Option(names = "--token-url") String tokenUrl;
    @Option(names = "--client-id") String clientId;
    @Option(names = "--verbose") boolean verbose;
    // never set: their consumer refuses them (each its own option, so that the refusal names the one typed)
    @Option(names = "--client-secret", hidden = true, parameterConsumer = SecretRefused.class)
    String clientSecret;
    @Option(names = "--secret", hidden = true, parameterConsumer = SecretRefused.class) String secret;

    /** The connection flags by name, null where not given. */
    Map<String, String> connection() {
        Map<String, String> given = new LinkedHashMap<>();
        given.put("--service-url", serviceUrl);
        given.put("--token-url", tokenUrl);
        given.put("--client-id", clientId);
        return given;
    }

    /** Refuses the option without looking at what follows it. */
    static final class SecretRefused implements CommandLine.IParameterConsumer {

        @Override
        public void consumeParameters(Stack<String> args, ArgSpec argSpec, CommandSpec commandSpec) {
            String typed = ((CommandLine.Model.OptionSpec) argSpec).longestName();
            throw new CommandLines.Refusal(commandSpec.commandLine(), typed + " is refused: "
                    + ConnectionOptions.SECRET_REFUSED);
        }
    }
}
