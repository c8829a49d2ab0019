package io.dqexplorer.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The JVM options of the app's launches in the bench: the installed launcher's ({@code packaging/java-options}), so
 * that the app is measured as analysts run it; or those of {@value #VARIABLE} when it is set ({@code none}: the JVM's
 * defaults, as {@code java -jar} runs it).
 */
record AppOptions(List<String> options, String source) {

    static final String VARIABLE = "DQ_BENCH_APP_JAVA_OPTIONS";
    private static final String LAUNCHERS = "packaging/java-options";

    static AppOptions of(Path root) throws IOException {
        String chosen = System.getenv(VARIABLE);
        if (chosen != null && !chosen.isBlank()) {
            List<String> options = chosen.trim().equals("none") ? List.of() : List.of(chosen.trim().split("\\s+"));
            return new AppOptions(options, VARIABLE);
        }
        List<String> options = Files.readAllLines(root.resolve(LAUNCHERS)).stream().map(String::strip)
                .filter(line -> !line.isEmpty() && !line.startsWith("#")).toList();
        return new AppOptions(options, "the installed launcher's, " + LAUNCHERS);
    }

    /** These options, then {@code rest}: the arguments of a {@code java} command. */
    List<String> arguments(String... rest) {
        List<String> arguments = new ArrayList<>(options);
        arguments.addAll(List.of(rest));
        return arguments;
    }

    /** The command that runs {@code java} with these options and then {@code rest}. */
    List<String> java(String... rest) {
        List<String> command = new ArrayList<>(List.of("java"));
        command.addAll(arguments(rest));
        return command;
    }

    /** "the app's JVM options (where from): ..." for the run's header. */
    String described() {
        return "the app's JVM options (" + source + "): " + (options.isEmpty() ? "none" : String.join(" ", options));
    }
}
