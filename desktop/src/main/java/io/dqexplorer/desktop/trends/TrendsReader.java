package io.dqexplorer.desktop.trends;

import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.sdk.measurement.MeasurementFamily;
import io.dqexplorer.sdk.model.Defect;
import io.dqexplorer.sdk.model.DefectBlock;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.workspace.bars.Bar;
import io.dqexplorer.workspace.bars.BarOutcomes;
import io.dqexplorer.workspace.history.StoredMeasurement;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.function.Function;

/**
 * Reads a dataset's kept measurements into one chart per family: each defect's percent, the three hand
 * shares (as percents), the distinct terms of each vocabulary section, the redundant percent. Reads the
 * database file: call it off the UI thread.
 */
public final class TrendsReader {

    private final SessionHistory history;

    public TrendsReader(SessionHistory history) {
        this.history = history;
    }

    /** The bars on the figures the charts draw, each with the outcomes the history kept of it on the dataset. */
    public List<TrendBar> bars(String dataset, List<Bar> bars) {
        BarOutcomes outcomes = new BarOutcomes(history.history());
        return bars.stream().filter(bar -> bar.everyDataset() || bar.dataset().equals(dataset))
                .map(bar -> TrendBar.of(bar, outcomes.list(history.key(), bar.name(), dataset))).toList();
    }

    /** The four charts, in the order of the main window's tabs; every chart empty when nothing is kept. */
    public List<TrendChart> read(String dataset) {
        return List.of(defects(dataset), hands(dataset), vocabulary(dataset), duplicates(dataset));
    }

    private TrendChart defects(String dataset) {
        List<Kept<VideoCharacteristics>> kept = kept(dataset, MeasurementFamily.VIDEO_CHARACTERISTICS);
        List<TrendLine> lines = new ArrayList<>();
        for (Defect defect : Defect.values()) {
            lines.add(line(defect.wireName().replace('_', ' '), "video." + defect.wireName() + ".percent", 1, kept,
                    answer -> answer.defect(defect).map(DefectBlock::percent)));
        }
        return new TrendChart("Video defects, % of assessed footage", "Video defects", "%", lines);
    }

    private TrendChart hands(String dataset) {
        List<Kept<HandActivity>> kept = kept(dataset, MeasurementFamily.HAND_ACTIVITY);
        return new TrendChart("Hand activity, % of measured time", "Hand activity", "%", List.of(
                line("active manipulation", "hands.active_manipulation_share", 100, kept,
                        answer -> percent(answer.activeManipulationShare())),
                line("hands visible", "hands.hands_visible_share", 100, kept, answer -> percent(answer.handsVisibleShare())),
                line("two hands visible", "hands.two_hands_visible_share", 100, kept,
                        answer -> percent(answer.twoHandsVisibleShare()))));
    }

    private TrendChart vocabulary(String dataset) {
        List<Kept<UnversionedVocabulary>> kept = kept(dataset, MeasurementFamily.VOCABULARY_COUNTS);
        // a section a later measurement adds (or an earlier one lacked) is a gap where it is missing
        Set<String> sections = new LinkedHashSet<>();
        kept.forEach(one -> one.answer().ifPresent(answer -> answer.sections().forEach(s -> sections.add(s.section()))));
        List<TrendLine> lines = sections.stream().map(section -> line(section, "vocabulary." + section + ".distinct_terms",
                1, kept, answer -> answer.sections().stream()
                .filter(s -> s.section().equals(section)).findFirst().map(s -> (double) s.distinctTerms()))).toList();
        return new TrendChart("Vocabulary, distinct terms per section", "Vocabulary", "", lines);
    }

    private TrendChart duplicates(String dataset) {
        List<Kept<Duplicates>> kept = kept(dataset, MeasurementFamily.DUPLICATES);
        return new TrendChart("Duplicates, redundant % of clips", "Duplicates", "%", List.of(
                line("redundant", "duplicates.redundant_percent", 1, kept,
                        answer -> answer.exact().map(Duplicates.Exact::redundantPercent))));
    }

    private static Optional<Double> percent(OptionalDouble fraction) {
        return fraction.isPresent() ? Optional.of(fraction.getAsDouble() * 100) : Optional.empty();
    }

    /** A kept measurement and its answer; none when the SDK no longer reads its document (a gap, not a failure). */
    private record Kept<T>(StoredMeasurement stored, Optional<T> answer) {
    }

    private <T> List<Kept<T>> kept(String dataset, MeasurementFamily<T> family) {
        return history.list(dataset, family).stream().map(stored -> new Kept<>(stored, readable(stored, family))).toList();
    }

    private static <T> Optional<T> readable(StoredMeasurement stored, MeasurementFamily<T> family) {
        try {
            return Optional.of(stored.answer(family));
        } catch (RuntimeException unreadable) {
            return Optional.empty();
        }
    }

    private static <T> TrendLine line(String name, String path, double scale, List<Kept<T>> kept,
                                      Function<T, Optional<Double>> figure) {
        return new TrendLine(name, kept.stream().map(one -> new TrendPoint(one.stored().token(), one.stored().firstSeen(),
                one.answer().flatMap(figure).map(OptionalDouble::of).orElse(OptionalDouble.empty()))).toList(), path, scale);
    }
}
