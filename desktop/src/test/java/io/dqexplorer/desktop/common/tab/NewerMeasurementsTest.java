package io.dqexplorer.desktop.common.tab;

import io.dqexplorer.desktop.common.async.CurrentThreadRunner;
import io.dqexplorer.desktop.testing.TestService;
import io.dqexplorer.sandbox.Sandbox;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.sdk.query.HandActivityQuery;
import io.dqexplorer.sdk.query.VideoCharacteristicsQuery;
import io.dqexplorer.testing.SandboxExtension;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** One tab's "Check for newer" shows in every tab of the dataset: two tabs' loaders over a sandbox of this class's own. */
@ExtendWith(SandboxExtension.class)
class NewerMeasurementsTest {

    private static final String DATASET = "kitchen-egocentric";
    private static final String OTHER = "field-robotics";

    private static TestService service;

    private final NewerMeasurements newer = new NewerMeasurements();

    @BeforeAll
    static void startService(Sandbox sandbox) {
        service = new TestService(sandbox);
    }

    @AfterAll
    static void stopService() {
        service.close();
    }

    private MeasurementLoader<VideoCharacteristics> defectsTab() {
        MeasurementLoader<VideoCharacteristics> loader = new MeasurementLoader<>(Family.VIDEO.metric(),
                new MeasurementLoader.Source<>(
                        dataset -> service.client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(dataset)),
                        VideoCharacteristics::videoCharacteristics),
                new CurrentThreadRunner(), answer -> { });
        loader.shareNewer(newer);
        return loader;
    }

    private MeasurementLoader<HandActivity> handsTab() {
        MeasurementLoader<HandActivity> loader = new MeasurementLoader<>(Family.HANDS.metric(),
                new MeasurementLoader.Source<>(
                        dataset -> service.client.unversioned().handActivity(HandActivityQuery.of(dataset)), HandActivity::analysis),
                new CurrentThreadRunner(), answer -> { });
        loader.shareNewer(newer);
        return loader;
    }

    @Test
    void oneTabsCheckShowsTheNewerMeasurementInEveryTabOfTheDatasetAndOnlyThere() {
        MeasurementLoader<VideoCharacteristics> defects = defectsTab();
        MeasurementLoader<HandActivity> hands = handsTab();
        MeasurementLoader<HandActivity> handsOfAnother = handsTab();
        defects.open(service.entry(DATASET));
        hands.open(service.entry(DATASET));
        handsOfAnother.open(service.entry(OTHER));
        service.remeasure(DATASET);

        defects.checkForNewer();

        assertTrue(defects.stamp().newerAvailableBinding().get());
        assertTrue(hands.stamp().newerAvailableBinding().get(), "the hands tab did not check, yet knows");
        assertFalse(handsOfAnother.stamp().newerAvailableBinding().get(), "another dataset was not re-measured");
    }

    @Test
    void loadingTheLatestInOneTabLeavesTheNoticeInTheTabsThatStillShowTheOlderMeasurement() {
        MeasurementLoader<VideoCharacteristics> defects = defectsTab();
        MeasurementLoader<HandActivity> hands = handsTab();
        defects.open(service.entry(DATASET));
        hands.open(service.entry(DATASET));
        String handsBefore = hands.stamp().shownProperty().get();
        service.remeasure(DATASET);
        defects.checkForNewer();

        hands.loadLatest();

        assertNotEquals(handsBefore, hands.stamp().shownProperty().get());
        assertFalse(hands.stamp().newerAvailableBinding().get(), "the hands tab shows the latest now");
        assertTrue(defects.stamp().newerAvailableBinding().get());
    }

    @Test
    void aTabThatOpensTheDatasetAfterwardsShowsTheLatestWithoutTheNotice() {
        MeasurementLoader<VideoCharacteristics> defects = defectsTab();
        MeasurementLoader<HandActivity> hands = handsTab();
        defects.open(service.entry(DATASET));
        hands.open(service.entry(OTHER));
        service.remeasure(DATASET);
        defects.checkForNewer();

        hands.open(service.entry(DATASET));

        assertFalse(hands.stamp().newerAvailableBinding().get());
    }
}
