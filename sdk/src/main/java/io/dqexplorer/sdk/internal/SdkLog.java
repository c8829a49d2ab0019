package io.dqexplorer.sdk.internal;

import io.dqexplorer.sdk.ServiceText;

import java.util.Objects;

/**
 * The SDK's one logger, {@value #NAME} (through {@link System.Logger}, so java.util.logging by
 * default): the application decides what is shown by configuring that one name. Every argument
 * of a line is redacted (secret, tokens) and then escaped by {@link ServiceText#shown}: request
 * ids, error texts and exception messages often come from the network, and a log line is read
 * on a terminal.
 * <p>Levels: DEBUG for the life of a request, INFO for a retry. Nothing that happens in a normal
 * retry is WARNING or above, so a command line that shows only warnings stays quiet.
 */
public final class SdkLog {

    public static final String NAME = "io.dqexplorer.sdk";
    private static final System.Logger LOG = System.getLogger(NAME);

    private final Redactor redactor;

    public SdkLog(Redactor redactor) {
        this.redactor = Objects.requireNonNull(redactor);
    }

    public void debug(String pattern, Object... args) {
        log(System.Logger.Level.DEBUG, pattern, args);
    }

    public void info(String pattern, Object... args) {
        log(System.Logger.Level.INFO, pattern, args);
    }

    private void log(System.Logger.Level level, String pattern, Object... args) {
        if (!LOG.isLoggable(level)) {
            return;
        }
        Object[] shown = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            Object arg = args[i];
            shown[i] = arg == null || arg instanceof Number ? arg : ServiceText.shown(redactor.redact(arg.toString()));
        }
        LOG.log(level, pattern, shown);
    }
}
