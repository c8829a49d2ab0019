package io.dqexplorer.desktop.defects;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.desktop.common.async.CurrentThreadRunner;
import io.dqexplorer.desktop.common.tab.Availability;
import io.dqexplorer.desktop.common.tab.MeasurementLoader;
import io.dqexplorer.desktop.testing.MeasurementTabContract;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.model.Defect;
import io.dqexplorer.sdk.model.DefectBlock;
import io.dqexplorer.sdk.model.Distribution;
import io.dqexplorer.sdk.model.Unreadable;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.sdk.query.VideoCharacteristicsQuery;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DefectsViewModelTest extends MeasurementTabContract {

    @Override
    protected MeasurementLoader<?> newLoader(AsyncRunner runner) {
        return new DefectsViewModel(service.client.versioned()::videoCharacteristics, runner).loader();
    }

    @Override
    protected String dataset() {
        return "kitchen-egocentric";
    }

    @Override
    protected String path() {
        return "/api/v1beta/quality/video-characteristics";
    }

    @Override
    protected String latestToken(String dataset) {
        return service.client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(dataset)).videoCharacteristics();
    }

    private DefectsViewModel model;

    @BeforeEach
    void newModel() {
        model = new DefectsViewModel(service.client.versioned()::videoCharacteristics, new CurrentThreadRunner());
    }

    private VideoCharacteristics latest(String dataset) {
        return service.client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(dataset).withDistribution());
    }

    @Test
    void theCardsNameTheDefectsInWordsInTheOrderTheServiceListsThem() {
        model.open(service.entry("kitchen-egocentric"));

        assertEquals(List.of("Black", "Frozen", "Blurry", "Clipped highlights", "Crushed shadows", "Unstable"),
                model.cards().stream().map(DefectCard::name).toList());
    }

    @Test
    void eachDefectShowsItsOwnPercentAndAssessedHoursAsTheServiceReturnsThem() {
        VideoCharacteristics expected = latest("kitchen-egocentric");

        model.open(service.entry("kitchen-egocentric"));

        assertEquals(Availability.SHOWN, model.loader().availabilityProperty().get());
        assertEquals(Defect.values().length, model.cards().size());
        for (DefectCard card : model.cards()) {
            DefectBlock block = expected.defect(card.defect()).orElseThrow();
            assertEquals(Formats.percent(block.percent()), card.percentText(), card.name());
            assertTrue(card.hoursText().contains(Formats.hours(block.assessedHours())), card.hoursText());
        }
        assertEquals(Formats.percent(expected.coveragePercent().orElseThrow()), model.coverageProperty().get());
        assertEquals(Formats.count(expected.analyzedClipCount()), model.analyzedClipsProperty().get());
        assertEquals(Formats.hours(expected.assessedHours()), model.assessedHoursProperty().get());
        Unreadable unreadable = expected.unreadable().orElseThrow();
        assertEquals(Formats.percent(unreadable.percent()) + " of " + Formats.count(unreadable.assessedClips()) + " clips",
                model.unreadableProperty().get());
        assertEquals(expected.videoCharacteristics(), model.loader().stamp().shownProperty().get());
    }

    @Test
    void selectingADefectShowsItsHistogramBinsAndPercentiles() {
        Distribution expected = latest("kitchen-egocentric").defect(Defect.BLURRY).orElseThrow()
                .distribution().orElseThrow();
        model.open(service.entry("kitchen-egocentric"));

        model.select(Defect.BLURRY);

        assertEquals(expected.bins(), model.bars().stream().map(HistogramBar::bin).toList());
        assertEquals(expected.percentiles().size(), model.percentiles().size());
        for (int i = 0; i < expected.percentiles().size(); i++) {
            assertEquals(Formats.percent(expected.percentiles().get(i).affectedPercent()),
                    model.percentiles().get(i).affectedPercent());
        }
        model.setMeasure(HistogramMeasure.FOOTAGE_PERCENT);
        assertEquals(expected.bins().get(0).footagePercent(),
                model.measureProperty().get().value(model.bars().get(0).bin()));
    }

    @Test
    void aNullBlockIsNotAssessedYetAndNeverZeroPercent() {
        VideoCharacteristics expected = latest("field-robotics");
        assertTrue(expected.defect(Defect.BLURRY).isEmpty(), "the sandbox's field-robotics has blurry null");

        model.open(service.entry("field-robotics"));

        DefectCard blurry = model.cards().stream().filter(c -> c.defect() == Defect.BLURRY).findFirst().orElseThrow();
        assertFalse(blurry.assessed());
        assertEquals("Not assessed yet", blurry.percentText());
        model.select(Defect.BLURRY);
        assertTrue(model.bars().isEmpty());
        assertTrue(model.distributionNoteProperty().get().contains("not assessed yet"));
        assertEquals("undeterminable", model.coverageProperty().get());
    }

    @Test
    void aDatasetWithoutTheMetricIsNotMeasuredYetWithoutAskingTheService() {
        AtomicInteger calls = new AtomicInteger();
        DefectsViewModel counting = new DefectsViewModel(query -> {
            calls.incrementAndGet();
            return service.client.versioned().videoCharacteristics(query);
        }, new CurrentThreadRunner());

        counting.open(new DatasetEntry("kitchen-egocentric", List.of(Family.HANDS.metric())));

        assertEquals(Availability.NOT_MEASURED, counting.loader().availabilityProperty().get());
        assertEquals(0, calls.get());
        assertTrue(counting.loader().loadState().error().isEmpty());
    }

    @Test
    void theFirstDefectShownIsTheFirstTheServiceAssessed() {
        assertTrue(latest("field-robotics").defect(Defect.BLACK).isEmpty(), "the sandbox's field-robotics has black null");

        model.open(service.entry("field-robotics"));

        assertEquals(Defect.FROZEN, model.selectedProperty().get().defect());
        assertFalse(model.bars().isEmpty());
    }

    @Test
    void theHeadingSaysWhatTheBarsShowAndThePercentilesHowTheyAreWeighted() {
        Distribution expected = latest("kitchen-egocentric").defect(Defect.BLURRY).orElseThrow()
                .distribution().orElseThrow();
        model.open(service.entry("kitchen-egocentric"));
        model.select(Defect.BLURRY);

        assertEquals("Blurry: number of clips in each bin of affected percent", model.distributionNoteProperty().get());
        assertEquals("Percentiles weighted by " + expected.weightedBy().replace('_', ' '),
                model.percentilesNoteProperty().get());

        model.setMeasure(HistogramMeasure.FOOTAGE_PERCENT);

        assertEquals("Blurry: share of the assessed footage in each bin of affected percent",
                model.distributionNoteProperty().get());
    }

    @Test
    void eachBarNamesItsRangeAndTellsItsClipsAndFootageShare() {
        Distribution expected = latest("kitchen-egocentric").defect(Defect.BLURRY).orElseThrow()
                .distribution().orElseThrow();
        model.open(service.entry("kitchen-egocentric"));
        model.select(Defect.BLURRY);

        List<HistogramBar> bars = model.bars();

        assertEquals(expected.bins().size(), bars.size());
        assertEquals("0–10", bars.get(0).range());
        assertEquals("90–100", bars.get(bars.size() - 1).range());
        for (int i = 0; i < bars.size(); i++) {
            Distribution.HistogramBin bin = expected.bins().get(i);
            String tooltip = bars.get(i).tooltip();
            assertTrue(tooltip.startsWith(bars.get(i).range() + " % of the clip affected"), tooltip);
            assertTrue(tooltip.contains(Formats.count(bin.clipCount(), "clip", "clips")), tooltip);
            assertTrue(tooltip.contains(Formats.percent(bin.footagePercent()) + " of the assessed footage"), tooltip);
        }
    }
}
