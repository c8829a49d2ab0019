package io.dqexplorer.sandbox;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The exact bytes of clip pages, field by field and number by number, as the service wrote them
 * before the page writer was made fast: an indexed and an unindexed row, an unreadable row (whose
 * seconds are {@code 0.0}) and a filtered page.
 */
class ClipPageBytesTest extends RunningSandbox {

    private static final String PAGE = "/api/quality/clips?dataset=kitchen-egocentric&frame_quality=true&hand_activity=true";

    @Test
    void firstRowsOfTheDemoDataset() {
        assertEquals("{\"dataset\":\"kitchen-egocentric\",\"vocabulary\":\"vo-684412e9475b\",\"total\":2734,\"offset\":0,"
                + "\"limit\":2,\"filtered_to\":[],\"clips\":[{\"clip\":\"ke-000081\",\"episode_index\":0,"
                + "\"analyzed_seconds\":37.9,\"environments\":[\"kitchen\",\"sink\"],"
                + "\"objects\":[\"bowl\",\"carrot\",\"cup\",\"fork\"],\"actions\":[\"open\",\"peel\",\"put down\",\"wash\"],"
                + "\"frame_quality\":{\"frames\":1137,\"usable\":1050,\"distorted\":59,\"jerky\":28},"
                + "\"hand_activity\":{\"measured_seconds\":37.9,\"hands_visible_seconds\":26.6,"
                + "\"two_hands_visible_seconds\":14.6,\"active_manipulation_seconds\":26.0}},"
                + "{\"clip\":\"ke-002481\",\"episode_index\":1,\"analyzed_seconds\":20.7,\"environments\":[\"pantry\"],"
                + "\"objects\":[\"bowl\",\"knife\",\"onion\",\"pot\"],\"actions\":[\"cut\",\"put down\",\"wash\",\"wipe\"],"
                + "\"frame_quality\":{\"frames\":621,\"usable\":602,\"distorted\":14,\"jerky\":5},"
                + "\"hand_activity\":{\"measured_seconds\":20.7,\"hands_visible_seconds\":12.2,"
                + "\"two_hands_visible_seconds\":8.2,\"active_manipulation_seconds\":12.2}}]}",
                calls.get(PAGE + "&offset=0&limit=2", token).body());
    }

    @Test
    void unreadableRowHasZeroSecondsWrittenAsDoubles() {
        assertEquals("{\"dataset\":\"kitchen-egocentric\",\"vocabulary\":\"vo-684412e9475b\",\"total\":2734,\"offset\":2,"
                + "\"limit\":1,\"filtered_to\":[],\"clips\":[{\"clip\":\"ke-002163\",\"episode_index\":2,"
                + "\"analyzed_seconds\":0.0,\"environments\":[],\"objects\":[],\"actions\":[],"
                + "\"frame_quality\":{\"frames\":0,\"usable\":0,\"distorted\":0,\"jerky\":0},"
                + "\"hand_activity\":{\"measured_seconds\":0.0,\"hands_visible_seconds\":0.0,"
                + "\"two_hands_visible_seconds\":0.0,\"active_manipulation_seconds\":0.0}}]}",
                calls.get(PAGE + "&offset=2&limit=1", token).body());
    }

    @Test
    void lastRowHasNoEpisodeIndex() {
        assertEquals("{\"dataset\":\"kitchen-egocentric\",\"vocabulary\":\"vo-684412e9475b\",\"total\":2734,\"offset\":2733,"
                + "\"limit\":5,\"filtered_to\":[],\"clips\":[{\"clip\":\"ke-002371\",\"analyzed_seconds\":119.7,"
                + "\"environments\":[\"kitchen\"],\"objects\":[\"bowl\",\"cutting board\",\"knife\",\"pan\"],"
                + "\"actions\":[\"cut\",\"pour\"],\"frame_quality\":{\"frames\":3591,\"usable\":3469,\"distorted\":16,"
                + "\"jerky\":106},\"hand_activity\":{\"measured_seconds\":119.7,\"hands_visible_seconds\":81.2,"
                + "\"two_hands_visible_seconds\":52.1,\"active_manipulation_seconds\":81.2}}]}",
                calls.get(PAGE + "&offset=2733&limit=5", token).body());
    }

    @Test
    void filteredPageNamesItsMatchFirst() {
        assertEquals("{\"dataset\":\"kitchen-egocentric\",\"vocabulary\":\"vo-684412e9475b\",\"total\":709,\"offset\":0,"
                + "\"limit\":1,\"filtered_to\":[{\"term\":\"cutting board\",\"section\":\"objects\",\"clip_count\":709}],"
                + "\"clips\":[{\"clip\":\"ke-001450\",\"episode_index\":5,\"analyzed_seconds\":52.8,"
                + "\"environments\":[\"kitchen\"],\"objects\":[\"bowl\",\"cutting board\",\"grater\",\"refrigerator\","
                + "\"spoon\"],\"actions\":[\"open\",\"put down\",\"stir\",\"wipe\"],\"hand_activity\":{"
                + "\"measured_seconds\":44.0,\"hands_visible_seconds\":38.0,\"two_hands_visible_seconds\":26.5,"
                + "\"active_manipulation_seconds\":24.2}}]}",
                calls.get("/api/quality/clips?dataset=kitchen-egocentric&term=chopping%20board&limit=1&hand_activity=true",
                        token).body());
    }
}
