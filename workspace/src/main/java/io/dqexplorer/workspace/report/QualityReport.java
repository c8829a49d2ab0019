package io.dqexplorer.workspace.report;

import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.workspace.bars.CheckRun;
import io.dqexplorer.workspace.compare.Comparison;
import io.dqexplorer.workspace.compare.ComparisonSide;
import io.dqexplorer.workspace.history.HistoryKey;

import java.time.Instant;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What a quality report holds: the dataset's measurements of each family (a family absent from
 * {@code measured} is not measured yet), optionally a workspace subset beside the whole, and optionally
 * the comparisons with another side: of the service's measurements, of clip snapshots, or both. {@link ReportHtml}
 * writes it.
 *
 * @param whose   the service and organization every figure belongs to
 * @param written when the report was made
 * @param clips   the comparison of two clip snapshots, as the Clips tab's compare view shows it
 * @param bars    the analyst's bars checked on this dataset, for the "Your bars" section
 */
public record QualityReport(HistoryKey whose, String dataset, Instant written, Map<Family, ComparisonSide> measured,
                            Optional<SubsetFigures> subset, List<Comparison> comparisons,
                            Optional<ShownClipComparison> clips, Optional<CheckRun> bars) {

    public QualityReport {
        Objects.requireNonNull(whose, "whose");
        Objects.requireNonNull(dataset, "dataset");
        Objects.requireNonNull(written, "written");
        EnumMap<Family, ComparisonSide> ordered = new EnumMap<>(Family.class);
        ordered.putAll(measured);
        measured = Collections.unmodifiableMap(ordered);
        Objects.requireNonNull(subset, "subset");
        comparisons = List.copyOf(comparisons);
        Objects.requireNonNull(clips, "clips");
        Objects.requireNonNull(bars, "bars");
    }

    /** A report without the analyst's bars. */
    public QualityReport(HistoryKey whose, String dataset, Instant written, Map<Family, ComparisonSide> measured,
                         Optional<SubsetFigures> subset, List<Comparison> comparisons,
                         Optional<ShownClipComparison> clips) {
        this(whose, dataset, written, measured, subset, comparisons, clips, Optional.empty());
    }

    /** This report with the analyst's bars checked on its dataset: its "Your bars" section. */
    public QualityReport withBars(CheckRun checked) {
        return new QualityReport(whose, dataset, written, measured, subset, comparisons, clips, Optional.of(checked));
    }

    /** This report with these comparisons instead of its own: the ones a compare view shows, not read again. */
    public QualityReport comparing(List<Comparison> shown, Optional<ShownClipComparison> shownClips) {
        return new QualityReport(whose, dataset, written, measured, subset, shown, shownClips, bars);
    }

    /** Whether the report holds a comparison of any kind. */
    public boolean compares() {
        return !comparisons.isEmpty() || clips.isPresent();
    }

    public Optional<ComparisonSide> side(Family family) {
        return Optional.ofNullable(measured.get(family));
    }

    /** The report as one self-contained HTML document. */
    public String html() {
        return new ReportHtml(this).document();
    }
}
