package io.dqexplorer.desktop.cli;

/**
 * A command whose --help is a text of its own, laid out by hand (sections, the exit statuses, examples),
 * rather than picocli's generated usage.
 */
public interface Documented {

    String help();

    /** Added to "unknown option --x": what the command takes instead. */
    default String unknownHint() {
        return "";
    }
}
