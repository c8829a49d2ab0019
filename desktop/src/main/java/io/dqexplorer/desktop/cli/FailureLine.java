package io.dqexplorer.desktop.cli;

import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.sdk.error.DqException;

/** A command's failure told in one terminal-safe line on stderr. */
final class FailureLine {

    private FailureLine() {
    }

    /** "dq-explorer export: failed [HTTP 404, quality_enrichment_unavailable] … (request id …)". */
    static String of(String command, DqException e) {
        return command + ": " + failed(e);
    }

    /** "failed [HTTP 404, quality_enrichment_unavailable] … (request id …)". */
    static String failed(DqException e) {
        String status = e.status() > 0 ? "HTTP " + e.status() + ", " : "";
        return "failed [" + status + e.code().map(ServiceText::shown).orElse("no code") + "] "
                + oneLine(e.serviceMessage())
                + e.requestId().map(id -> " (request id " + ServiceText.shown(id) + ")").orElse(" (no request id)");
    }

    /** Text as one terminal-safe line: line breaks become spaces, other controls visible escapes. */
    static String oneLine(String text) {
        return text == null ? "" : ServiceText.shown(text.replaceAll("\\s*[\\r\\n]+\\s*", " ").strip());
    }
}
