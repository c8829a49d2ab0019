package io.dqexplorer.desktop.defects;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.tab.MeasurementLoader;
import io.dqexplorer.desktop.common.tab.MeasurementTabModel;
import io.dqexplorer.desktop.common.tab.Pinning;
import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.measurement.MeasurementFamily;
import io.dqexplorer.sdk.model.Defect;
import io.dqexplorer.sdk.model.Distribution;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.sdk.query.VideoCharacteristicsQuery;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The video-defects tab: each defect with its own percent and assessed hours, coverage, unreadable
 * clips, and the selected defect's distribution. Defects overlap, so nothing here adds them up.
 */
public final class DefectsViewModel implements MeasurementTabModel {

    /** One row of the percentile table. */
    public record PercentileRow(String percentile, String affectedPercent) {
    }

    private final MeasurementLoader<VideoCharacteristics> loader;
    private final ObservableList<DefectCard> cards = FXCollections.observableArrayList();
    private final ObservableList<DefectCard> readOnlyCards = FXCollections.unmodifiableObservableList(cards);
    private final ReadOnlyStringWrapper coverage = new ReadOnlyStringWrapper(this, "coverage", "");
    private final ReadOnlyStringWrapper analyzedClips = new ReadOnlyStringWrapper(this, "analyzedClips", "");
    private final ReadOnlyStringWrapper assessedHours = new ReadOnlyStringWrapper(this, "assessedHours", "");
    private final ReadOnlyStringWrapper unreadable = new ReadOnlyStringWrapper(this, "unreadable", "");
    private final ReadOnlyObjectWrapper<DefectCard> selected = new ReadOnlyObjectWrapper<>(this, "selected");
    private final ReadOnlyObjectWrapper<HistogramMeasure> measure =
            new ReadOnlyObjectWrapper<>(this, "measure", HistogramMeasure.CLIP_COUNT);
    private final ReadOnlyBooleanWrapper logScale = new ReadOnlyBooleanWrapper(this, "logScale");
    private final ReadOnlyStringWrapper distributionNote = new ReadOnlyStringWrapper(this, "distributionNote", "");
    private final ReadOnlyStringWrapper percentilesNote = new ReadOnlyStringWrapper(this, "percentilesNote", "");
    private final ObservableList<PercentileRow> percentiles = FXCollections.observableArrayList();
    private final ObservableList<PercentileRow> readOnlyPercentiles = FXCollections.unmodifiableObservableList(percentiles);

    /**
     * @param fetch the service's video characteristics; the distribution is always asked for, as the
     *              tab shows it, while a check for newer needs only the token
     */
    public DefectsViewModel(Function<VideoCharacteristicsQuery, VideoCharacteristics> fetch, AsyncRunner runner) {
        this(fetch, runner, Optional.empty());
    }

    /** @param history the session's measurement history, which the stamp lists and pins to */
    public DefectsViewModel(Function<VideoCharacteristicsQuery, VideoCharacteristics> fetch, AsyncRunner runner,
                            Optional<SessionHistory> history) {
        this.loader = new MeasurementLoader<>(Family.VIDEO.metric(), new MeasurementLoader.Source<>(
                dataset -> fetch.apply(VideoCharacteristicsQuery.of(dataset).withDistribution()),
                VideoCharacteristics::videoCharacteristics,
                dataset -> fetch.apply(VideoCharacteristicsQuery.of(dataset)).videoCharacteristics()),
                history.map(kept -> Pinning.of(kept, MeasurementFamily.VIDEO_CHARACTERISTICS, (dataset, token) ->
                        fetch.apply(VideoCharacteristicsQuery.of(dataset).withDistribution().withVideoCharacteristics(token)),
                        DefectsViewModel::headline)),
                runner, this::show);
    }

    /** A measurement's headline in the history: coverage and each defect's percent, "not assessed" never 0. */
    static String headline(VideoCharacteristics answer) {
        return "Coverage " + Formats.percent(answer.coveragePercent(), "undeterminable") + "  ·  "
                + Arrays.stream(Defect.values()).map(d -> new DefectCard(d, answer.defect(d)))
                .map(card -> card.name() + " " + (card.assessed() ? card.percentText() : "not assessed"))
                .collect(Collectors.joining(", "));
    }

    private void show(VideoCharacteristics answer) {
        Defect previous = selected.get() == null ? null : selected.get().defect();
        if (answer == null) {
            cards.clear();
            coverage.set("");
            analyzedClips.set("");
            assessedHours.set("");
            unreadable.set("");
            select(null);
            return;
        }
        cards.setAll(Arrays.stream(Defect.values()).map(d -> new DefectCard(d, answer.defect(d))).toList());
        coverage.set(Formats.percent(answer.coveragePercent(), "undeterminable"));
        analyzedClips.set(Formats.count(answer.analyzedClipCount()));
        assessedHours.set(Formats.hours(answer.assessedHours()));
        unreadable.set(answer.unreadable()
                .map(u -> Formats.percent(u.percent()) + " of " + Formats.count(u.assessedClips(), "clip", "clips"))
                .orElse("No clips planned"));
        select(previous != null && answer.defect(previous).isPresent() ? previous : firstAssessed());
    }

    /** A defect with a distribution to show rather than "not assessed yet", when there is one. */
    private Defect firstAssessed() {
        return cards.stream().filter(DefectCard::assessed).findFirst().map(DefectCard::defect).orElse(Defect.values()[0]);
    }

    /** Selects the defect whose distribution the chart and the percentile table show. */
    public void select(Defect defect) {
        DefectCard card = defect == null ? null
                : cards.stream().filter(c -> c.defect() == defect).findFirst().orElse(null);
        selected.set(card);
        Optional<Distribution> distribution = card == null ? Optional.empty() : card.distribution();
        percentiles.setAll(distribution.map(DefectsViewModel::percentileRows).orElse(List.of()));
        percentilesNote.set(distribution
                .map(d -> "Percentiles weighted by " + ServiceText.shown(d.weightedBy()).replace('_', ' '))
                .orElse(""));
        describeBars();
    }

    /** The chart's heading says what the bars show: clip counts are not weighted, footage shares are. */
    private void describeBars() {
        DefectCard card = selected.get();
        if (card == null) {
            distributionNote.set("");
        } else if (!card.assessed()) {
            distributionNote.set(card.name() + ": " + DefectCard.NOT_ASSESSED.toLowerCase() + ", so no distribution");
        } else if (card.distribution().isEmpty()) {
            distributionNote.set(card.name() + ": the service sent no distribution");
        } else {
            distributionNote.set(card.name() + ": " + measure.get().title());
        }
    }

    public void setMeasure(HistogramMeasure newMeasure) {
        measure.set(newMeasure);
        describeBars();
    }

    /** A logarithmic value axis, on which the small bins still show next to a large first one. */
    public void setLogScale(boolean logarithmic) {
        logScale.set(logarithmic);
    }

    private static List<PercentileRow> percentileRows(Distribution distribution) {
        return distribution.percentiles().stream()
                .map(p -> new PercentileRow("P" + BigDecimal.valueOf(p.percentile()).stripTrailingZeros().toPlainString(),
                        Formats.percent(p.affectedPercent())))
                .toList();
    }

    /** The selected defect's bins as the chart draws them; empty when it has no distribution. */
    public List<HistogramBar> bars() {
        DefectCard card = selected.get();
        return card == null ? List.of() : card.distribution()
                .map(d -> d.bins().stream().map(bin -> HistogramBar.of(bin, d.binWidthPercent())).toList())
                .orElse(List.of());
    }

    /** Loading, the measurement shown, its stamp, and the error banner's actions. */
    @Override
    public MeasurementLoader<VideoCharacteristics> loader() {
        return loader;
    }

    public ObservableList<DefectCard> cards() {
        return readOnlyCards;
    }

    public ReadOnlyStringProperty coverageProperty() {
        return coverage.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty analyzedClipsProperty() {
        return analyzedClips.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty assessedHoursProperty() {
        return assessedHours.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty unreadableProperty() {
        return unreadable.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<DefectCard> selectedProperty() {
        return selected.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<HistogramMeasure> measureProperty() {
        return measure.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty logScaleProperty() {
        return logScale.getReadOnlyProperty();
    }

    /** What the bars show for the selected defect, or why there are none. */
    public ReadOnlyStringProperty distributionNoteProperty() {
        return distributionNote.getReadOnlyProperty();
    }

    /** How the percentiles are weighted, as the distribution says. */
    public ReadOnlyStringProperty percentilesNoteProperty() {
        return percentilesNote.getReadOnlyProperty();
    }

    public ObservableList<PercentileRow> percentiles() {
        return readOnlyPercentiles;
    }
}
