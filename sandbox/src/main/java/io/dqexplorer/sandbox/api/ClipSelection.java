package io.dqexplorer.sandbox.api;

import io.dqexplorer.sandbox.corpus.Section;
import io.dqexplorer.sandbox.measure.ClipOrder;
import io.dqexplorer.sandbox.measure.MeasuredDataset;
import io.dqexplorer.sandbox.measure.SectionVocabularyFigures;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;

/**
 * The clips a clips request selects, as positions in the served order: every clip, or the union
 * over every section where the term (or a spelling merged into it) is published.
 */
final class ClipSelection {

    /** A section where the filter term is published, and the term's clip count there. */
    record Match(String term, Section section, int clipCount) {
    }

    private final List<Match> matches;
    private final int[] positions;
    private final int total;

    private ClipSelection(List<Match> matches, int[] positions, int total) {
        this.matches = List.copyOf(matches);
        this.positions = positions;
        this.total = total;
    }

    static ClipSelection all(MeasuredDataset measured) {
        return new ClipSelection(List.of(), null, measured.order().size());
    }

    static ClipSelection byTerm(MeasuredDataset measured, String text) {
        List<Match> matches = new ArrayList<>();
        List<SectionVocabularyFigures> sections = new ArrayList<>();
        List<Integer> termIds = new ArrayList<>();
        for (Section section : Section.values()) {
            SectionVocabularyFigures figures = measured.vocabulary().section(section);
            OptionalInt term = figures.publishedTermMatching(text);
            if (term.isPresent()) {
                matches.add(new Match(figures.termName(term.getAsInt()), section, figures.clipCount(term.getAsInt())));
                sections.add(figures);
                termIds.add(term.getAsInt());
            }
        }
        ClipOrder order = measured.order();
        int[] positions = new int[matches.isEmpty() ? 0 : order.size()];
        int selected = 0;
        for (int position = 0; position < positions.length; position++) {
            int clip = order.clipAt(position);
            for (int k = 0; k < sections.size(); k++) {
                if (sections.get(k).carries(clip, termIds.get(k))) {
                    positions[selected++] = position;
                    break;
                }
            }
        }
        return new ClipSelection(matches, Arrays.copyOf(positions, selected), selected);
    }

    List<Match> matches() {
        return matches;
    }

    int total() {
        return total;
    }

    /** The served-order position of the {@code index}-th selected clip. */
    int positionAt(int index) {
        return positions == null ? index : positions[index];
    }
}
