package io.dqexplorer.workspace.filter;

import io.dqexplorer.workspace.table.Column;
import io.dqexplorer.workspace.table.TermMasks;
import java.util.ArrayList;
import java.util.LinkedHashSet;
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

    /**
     * The separate tests of the term masks this clause makes ({@link Filter#MOST_TERM_TESTS}): one for
     * {@code any} and {@code none}, whose terms are tested together, one per word for {@code all}.
     */
    public int termTests() {
        return match == TermMatch.ALL ? words.size() : 1;
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
     * Each word resolves per section ({@link TermResolver}); a section is tested through its
     * {@link TermMasks} (or its list) with all its wanted terms as one bound {@link TermArray}, so a clause of
     * thousands of words is a few tests, not thousands. {@code any}: one test per section, the words' terms
     * there together; {@code none}: its negation (a clip's test is never null, so it is exact); {@code all}:
     * per word, its terms in any section, every word (a balanced tree, see {@link SqlCondition#and}).
     */
    @Override
    public SqlCondition sql(TermResolver resolver) {
        if (match == TermMatch.ALL) {
            List<SqlCondition> everyWord = new ArrayList<>();
            for (String word : words) {
                everyWord.add(carried(List.of(word), resolver));
            }
            return SqlCondition.and(everyWord);
        }
        SqlCondition any = carried(words, resolver);
        return match == TermMatch.NONE ? new SqlCondition("NOT " + any.sql(), any.parameters()) : any;
    }

    /** True when a section of the clause holds a term of any of {@code some} words there. */
    private SqlCondition carried(List<String> some, TermResolver resolver) {
        List<SqlCondition> sections = new ArrayList<>();
        for (Column column : section.columns()) {
            Set<String> terms = new LinkedHashSet<>();
            for (String word : some) {
                terms.addAll(resolver.termsFor(column, word));
            }
            sections.add(new SqlCondition(TermMasks.carriesAny(column, "?::VARCHAR[]"), List.of(new TermArray(List.copyOf(terms)))));
        }
        return SqlCondition.or(sections);
    }

    @Override
    public String toString() {
        return text();
    }
}
