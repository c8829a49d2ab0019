package io.dqexplorer.desktop.cli;

/**
 * A command line that cannot run; the message says what to change and never repeats a value, which
 * may be a secret typed in the wrong place. An {@link IllegalArgumentException}: a caller that cannot
 * go on without a valid command line need not declare it.
 */
public final class UsageException extends IllegalArgumentException {

    public UsageException(String message) {
        super(message);
    }
}
