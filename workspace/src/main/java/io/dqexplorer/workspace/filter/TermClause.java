package io.dqexplorer.workspace.filter;

import io.dqexplorer.workspace.table.Column;
import io.dqexplorer.workspace.table.TermMasks;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Rows carrying any, all or none of some terms, in one section or any of them. The words are kept as
 * the analyst wrote them (a spelling stays a spelling on its chip); the {@link TermResolver} maps each
 * to its published terms when the clause becomes SQL.
 *
 * <p>Text form: {@code objects has "knife"}, {@code any has any ("kitchen", "lab")},
 * {@code actions has none ("cut")}, {@code environments has all ("kitchen", "indoor")}.
 */
public record TermClause(TermSection section, TermMatch match, List<String> words) implements Clause {

    public TermClause {
        Objects.requireNonNull(section, "section");
        Objects.requireNonNull(match, "match");
        words = List.copyOf(words);
        if (words.isEmpty()) {
            throw new IllegalArgumentException("a term clause needs at least one term");
        }
        for (String word : words) {
            if (word.isBlank()) {
                throw new IllegalArgumentException("a term cannot be blank");
            }
        }
    }

    public static TermClause of(TermSection section, TermMatch match, String... words) {
        return new TermClause(section, match, List.of(words));
    }

    @Override
    public String text() {
        StringBuilder text = new StringBuilder(section.word()).append(" has ");
        if (match != TermMatch.ANY) {
            text.append(match.word()).append(' ');
        }
        if (words.size() == 1) {
            return text.append(FilterStrings.quoted(words.get(0))).toString();
        }
        text.append('(');
        for (int i = 0; i < words.size(); i++) {
            text.append(i == 0 ? "" : ", ").append(FilterStrings.quoted(words.get(i)));
        }
        return text.append(')').toString();
    }

    /**
     * A word is carried when any section of the clause holds any of its terms, tested through the
     * section's {@link TermMasks} (or its list); {@code none} is the negation of {@code any} (a clip's
     * test is never null, so it is exact).
     */
    @Override
    public SqlCondition sql(TermResolver resolver) {
        List<String> parts = new ArrayList<>();
        List<Object> parameters = new ArrayList<>();
        for (String word : words) {
            List<String> carries = new ArrayList<>();
            Set<String> terms = resolver.termsFor(word);
            String wanted = "[" + String.join(", ", Collections.nCopies(terms.size(), "?")) + "]::VARCHAR[]";
            for (Column column : section.columns()) {
                carries.add(TermMasks.carriesAny(column, wanted));
                parameters.addAll(terms);
            }
            parts.add("(" + String.join(" OR ", carries) + ")");
        }
        String joined = String.join(match == TermMatch.ALL ? " AND " : " OR ", parts);
        return new SqlCondition(match == TermMatch.NONE ? "NOT (" + joined + ")" : "(" + joined + ")", parameters);
    }

    @Override
    public String toString() {
        return text();
    }
}
