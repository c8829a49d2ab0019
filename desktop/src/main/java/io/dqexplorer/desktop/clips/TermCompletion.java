package io.dqexplorer.desktop.clips;

import io.dqexplorer.sdk.query.TermIndex;

import java.util.List;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * What the filter field completes to while a word is typed inside quotes after {@code has} (also in
 * a list, {@code has any ("knife", "bo}): the dataset's terms and spellings containing the word, from
 * the same term index as the service table's filter. Choosing one puts its term, quoted, in place of
 * the word, so that the filter names the published term.
 *
 * @param text  the whole field text once the completion is chosen
 * @param label the completion as the list shows it ("chopping block → cutting board")
 */
record TermCompletion(String text, String label) {

    /** Before the open quote: {@code has}, a match word, and the quoted words of a list already typed. */
    private static final Pattern AFTER_HAS = Pattern.compile(
            "(?is).*\\bhas(?:\\s+(?:any|all|none))?\\s*(?:\\(\\s*(?:\"(?:[^\"\\\\]|\\\\.)*\"\\s*,\\s*)*)?");

    /**
     * The completions of the field's text; none unless it ends inside quotes after {@code has}.
     *
     * @param terms the term index's completions of a word, safe to call from the completion's thread
     */
    static List<TermCompletion> of(String text, Function<String, List<TermIndex.Entry>> terms) {
        int open = openQuote(text);
        if (open < 0) {
            return List.of();
        }
        String prefix = text.substring(0, open);
        String typed = unescaped(text.substring(open + 1));
        if (typed.isBlank() || !AFTER_HAS.matcher(prefix).matches()) {
            return List.of();
        }
        return terms.apply(typed).stream()
                .map(entry -> new TermCompletion(prefix + quoted(entry.term()), entry.label()))
                .toList();
    }

    /** Where the quote still open at the end of the text begins; -1 when every quote is closed. */
    private static int openQuote(String text) {
        int open = -1;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (open >= 0 && c == '\\') {
                i++;
            } else if (c == '"') {
                open = open < 0 ? i : -1;
            }
        }
        return open;
    }

    private static String unescaped(String word) {
        return word.replaceAll("\\\\(.)", "$1");
    }

    /** As the filter text writes a string: {@code "} and {@code \} escaped by a backslash. */
    private static String quoted(String term) {
        return "\"" + term.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
