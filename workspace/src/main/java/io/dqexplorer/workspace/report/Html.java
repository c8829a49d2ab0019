package io.dqexplorer.workspace.report;

import io.dqexplorer.sdk.ServiceText;

/**
 * Text made safe for the report's HTML: its controls first turned into visible escapes (a report must show
 * a service's text, never obey it), then the characters HTML gives a meaning escaped, quotes included so
 * that the same text is safe in an attribute.
 */
final class Html {

    private Html() {
    }

    static String text(String raw) {
        String shown = ServiceText.shown(raw == null ? "" : raw);
        StringBuilder out = new StringBuilder(shown.length() + 16);
        for (int i = 0; i < shown.length(); i++) {
            char c = shown.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
