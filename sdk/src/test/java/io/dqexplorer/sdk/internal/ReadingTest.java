package io.dqexplorer.sdk.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dqexplorer.sdk.internal.json.AccessReader;
import io.dqexplorer.sdk.internal.json.ClipReader;
import io.dqexplorer.sdk.internal.json.MeasurementReader;
import io.dqexplorer.sdk.internal.json.ShapeException;
import io.dqexplorer.sdk.internal.json.VocabularyReader;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.model.Defect;
import io.dqexplorer.sdk.model.DefectBlock;
import io.dqexplorer.sdk.model.Duplicates;
import io.dqexplorer.sdk.model.HandActivity;
import io.dqexplorer.sdk.model.UnversionedVocabulary;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.sdk.model.Vocabulary;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Tolerant reading: unknown fields, null versus zero, older names, share scales, required fields. */
class ReadingTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private static JsonNode json(String text) throws Exception {
        return MAPPER.readTree(text.replace('\'', '"'));
    }

    @Test
    void olderClipRowNamesReadAsTheCurrentOnes() throws Exception {
        ClipRow old = ClipReader.page(json("{'dataset':'d','vocabulary':'v','total':1,'offset':0,'limit':100,'clips':["
                + "{'clip':'c1','analysed_secs':12.5,'frame_quality':{'frames':300,'active':280,'distorted':3,'jerky':1}}]}"))
                .clips().get(0);
        assertEquals(12.5, old.analyzedSeconds());
        assertEquals(280, old.frameQuality().orElseThrow().usable());
        assertTrue(old.episodeIndex().isEmpty());
        assertTrue(old.handActivity().isEmpty());
        ClipRow current = ClipReader.page(json("{'dataset':'d','vocabulary':'v','total':1,'offset':0,'limit':100,'clips':["
                + "{'clip':'c1','episode_index':7,'analyzed_seconds':9,'environments':['kitchen'],'future':true,"
                + "'frame_quality':{'frames':10,'usable':8,'distorted':1,'jerky':1},"
                + "'hand_activity':{'measured_seconds':9,'hands_visible_seconds':6,'two_hands_visible_seconds':2,"
                + "'active_manipulation_seconds':4}}]}")).clips().get(0);
        assertEquals(9.0, current.analyzedSeconds());
        assertEquals(8, current.frameQuality().orElseThrow().usable());
        assertEquals(7, current.episodeIndex().getAsLong());
        assertEquals(List.of("kitchen"), current.environments());
        assertEquals(4.0, current.handActivity().orElseThrow().activeManipulationSeconds());
    }

    @Test
    void handActivitySharesAreFractionsOnEitherScale() throws Exception {
        HandActivity fractions = MeasurementReader.handActivity(json("{'dataset':'d','analysis':'a','clips':3,"
                + "'measured_seconds':100,'segments_unassessed':0,'segments_unusable':0,"
                + "'active_manipulation_share':0.25,'hands_visible_share':0.5,'two_hands_visible_share':0.125}"));
        assertEquals(0.25, fractions.activeManipulationShare().getAsDouble(), 1e-12);
        assertEquals(0.5, fractions.handsVisibleShare().getAsDouble(), 1e-12);
        HandActivity percent = MeasurementReader.handActivity(json("{'dataset':'d','analysis':'a','clips':3,"
                + "'measured_seconds':100,'segments_unassessed':0,'segments_unusable':0,"
                + "'active_manipulation_share':0.8,'hands_visible_share':50,'two_hands_visible_share':12.5}"));
        assertEquals(0.008, percent.activeManipulationShare().getAsDouble(), 1e-12, "the whole group is in percent");
        assertEquals(0.5, percent.handsVisibleShare().getAsDouble(), 1e-12);
        assertEquals(0.125, percent.twoHandsVisibleShare().getAsDouble(), 1e-12);
    }

    @Test
    void aNullShareIsNothingMeasuredNotZero() throws Exception {
        HandActivity none = MeasurementReader.handActivity(json("{'dataset':'d','analysis':'a','clips':0,"
                + "'measured_seconds':0,'segments_unassessed':2,'segments_unusable':1,"
                + "'active_manipulation_share':null,'hands_visible_share':null,'two_hands_visible_share':null}"));
        assertTrue(none.activeManipulationShare().isEmpty());
        assertTrue(none.handsVisibleShare().isEmpty());
        HandActivity zero = MeasurementReader.handActivity(json("{'dataset':'d','analysis':'a','clips':1,"
                + "'measured_seconds':10,'segments_unassessed':0,'segments_unusable':0,"
                + "'active_manipulation_share':0,'hands_visible_share':0,'two_hands_visible_share':0}"));
        assertEquals(0.0, zero.activeManipulationShare().getAsDouble());
    }

    @Test
    void unversionedTierSharesAreFractionsOnEitherScale() throws Exception {
        String section = "{'section':'objects','distinct_terms':3,'distinct_kinds':1,'effective_distinct_terms':2.5,"
                + "'comparable_depth_clips':10,'terms':[{'term':'cup','clip_count':4,'occurrences':9,'spellings':['mug']}],"
                + "'tiers':[{'tier':'head','label':'Head','distinct_terms':1,'share':%s,'example_terms':['cup']},"
                + "{'tier':'tail','label':'Tail','distinct_terms':2,'share':%s}],'untiered_terms':[]}";
        String body = "{'dataset':'d','vocabulary':'v','clips_analyzed':10,'segments_unassessed':0,'segments_unusable':0,"
                + "'sections':[" + section + "]}";
        UnversionedVocabulary percent = VocabularyReader.unversioned(json(String.format(body, "75", "25")));
        assertEquals(0.75, percent.sections().get(0).tiers().get(0).share(), 1e-12);
        assertEquals(0.25, percent.sections().get(0).tiers().get(1).share(), 1e-12);
        UnversionedVocabulary fractions = VocabularyReader.unversioned(json(String.format(body, "0.75", "0.25")));
        assertEquals(0.75, fractions.sections().get(0).tiers().get(0).share(), 1e-12);
        UnversionedVocabulary.Section objects = fractions.sections().get(0);
        assertTrue(objects.rarefiedDistinctTerms().isEmpty());
        assertEquals(4, objects.terms().get(0).clipCount());
        assertTrue(objects.terms().get(0).kind().isEmpty());
    }

    @Test
    void aNullDefectIsNotAssessedAndZeroIsZero() throws Exception {
        VideoCharacteristics vc = MeasurementReader.videoCharacteristics(json("{'dataset':'d','analysis':'a',"
                + "'video_characteristics':'v','analyzed_clip_count':10,'assessed_hours':2.5,'coverage_percent':null,"
                + "'black':{'assessed_hours':2.5,'percent':0},'blurry':null,"
                + "'frozen':{'assessed_hours':2.5,'percent':1.25,'distribution':{'observation_unit':'clip',"
                + "'weighted_by':'assessed_duration','histogram':{'affected_percent_bin_width':10,"
                + "'bins':[{'clip_count':9,'footage_percent':90,'minimum_affected_percent':0}]},"
                + "'percentiles':[{'percentile':50,'affected_percent':0}]}},'unreadable':null,'new_defect':{'x':1}}"));
        assertTrue(vc.coveragePercent().isEmpty());
        assertTrue(vc.defect(Defect.BLURRY).isEmpty(), "null blurry: not assessed");
        assertTrue(vc.defect(Defect.UNSTABLE).isEmpty(), "absent unstable: not assessed");
        assertEquals(0.0, vc.defect(Defect.BLACK).orElseThrow().percent(), "zero stays a measured zero");
        assertTrue(vc.defect(Defect.BLACK).orElseThrow().distribution().isEmpty());
        assertEquals(9, vc.defect(Defect.FROZEN).orElseThrow().distribution().orElseThrow().bins().get(0).clipCount());
        assertTrue(vc.unreadable().isEmpty());
    }

    @Test
    void aNullExactIsNotComparedYetAndAnEmptyOneIsNoDuplicates() throws Exception {
        Duplicates notYet = MeasurementReader.duplicates(json("{'dataset':'d','media_digest':'m','compared_clip_count':0,'exact':null}"));
        assertTrue(notYet.exact().isEmpty());
        Duplicates none = MeasurementReader.duplicates(json("{'dataset':'d','media_digest':'m','compared_clip_count':5,"
                + "'exact':{'groups':[],'redundant_clip_count':0,'redundant_percent':0}}"));
        assertEquals(0, none.exact().orElseThrow().redundantClipCount());
        Duplicates some = MeasurementReader.duplicates(json("{'dataset':'d','media_digest':'m','compared_clip_count':5,"
                + "'exact':{'groups':[{'clips':['a','b','c']}],'redundant_clip_count':2,'redundant_percent':40},"
                + "'near':{'future':'sibling block'}}"));
        assertEquals(List.of("a", "b", "c"), some.exact().orElseThrow().groups().get(0).clips());
    }

    @Test
    void theVersionedVocabularyToleratesMissingOptionalFields() throws Exception {
        Vocabulary v = VocabularyReader.versioned(json("{'dataset':'d','vocabulary':'v','coverage_share':null,"
                + "'sections':[{'section':'actions','tiers':[{'tier':'head','representation_share':0.6}]}]}"));
        assertTrue(v.coverageShare().isEmpty());
        assertTrue(v.sections().get(0).distinctTerms().isEmpty());
        assertEquals(0.6, v.sections().get(0).tiers().get(0).representationShare().getAsDouble());
    }

    @Test
    void datasetListingsAcceptEntriesAndBareIds() throws Exception {
        assertEquals(List.of("a", "b"), AccessReader.datasets(json("{'datasets':['a',{'dataset':'b','metrics':['video_characteristics']}]}"))
                .stream().map(e -> e.dataset()).toList());
        assertTrue(AccessReader.datasets(json("{'datasets':[{'dataset':'b','metrics':['video_characteristics']}]}"))
                .get(0).has("video_characteristics"));
    }

    @Test
    void missingRequiredFieldsAreNamed() throws Exception {
        ShapeException noDataset = assertThrows(ShapeException.class,
                () -> AccessReader.datasets(json("{'datasets':[{'metrics':[]}]}")));
        assertEquals("datasets[0].dataset", noDataset.field());
        ShapeException noScope = assertThrows(ShapeException.class,
                () -> AccessReader.access(json("{'capabilities':[]}")));
        assertEquals("scope", noScope.field());
        ShapeException badCount = assertThrows(ShapeException.class,
                () -> MeasurementReader.duplicates(json("{'dataset':'d','media_digest':'m','compared_clip_count':'5'}")));
        assertEquals("compared_clip_count", badCount.field());
        assertFalse(AccessReader.access(json("{'capabilities':[],'scope':{'kind':'public'},'writes_require_admin':false}"))
                .canViewData());
    }

    @Test
    void writesRequireAdminIsARequiredBoolean() throws Exception {
        ShapeException missing = assertThrows(ShapeException.class,
                () -> AccessReader.access(json("{'capabilities':[],'scope':{'kind':'public'}}")));
        assertEquals("writes_require_admin", missing.field());
        ShapeException nullValue = assertThrows(ShapeException.class,
                () -> AccessReader.access(json("{'capabilities':[],'scope':{'kind':'public'},'writes_require_admin':null}")));
        assertEquals("writes_require_admin", nullValue.field());
        ShapeException text = assertThrows(ShapeException.class,
                () -> AccessReader.access(json("{'capabilities':[],'scope':{'kind':'public'},'writes_require_admin':'true'}")));
        assertEquals("writes_require_admin", text.field());
        assertTrue(AccessReader.access(json("{'capabilities':[],'scope':{'kind':'public'},'writes_require_admin':true}"))
                .writesRequireAdmin());
    }

    @Test
    void defectsIterateInDefectOrderWhateverMapTheyCameIn() {
        Map<Defect, DefectBlock> scrambled = new LinkedHashMap<>();
        for (Defect defect : List.of(Defect.UNSTABLE, Defect.BLACK, Defect.CRUSHED_SHADOWS, Defect.FROZEN,
                Defect.CLIPPED_HIGHLIGHTS, Defect.BLURRY)) {
            scrambled.put(defect, new DefectBlock(1.0, defect.ordinal(), Optional.empty()));
        }
        VideoCharacteristics all = videoCharacteristics(scrambled);
        assertEquals(List.of(Defect.values()), new ArrayList<>(all.defects().keySet()));
        assertEquals(scrambled, all.defects());
        VideoCharacteristics some = videoCharacteristics(Map.of(Defect.UNSTABLE, new DefectBlock(1, 2, Optional.empty()),
                Defect.FROZEN, new DefectBlock(1, 3, Optional.empty()), Defect.BLACK, new DefectBlock(1, 4, Optional.empty())));
        assertEquals(List.of(Defect.BLACK, Defect.FROZEN, Defect.UNSTABLE), new ArrayList<>(some.defects().keySet()));
        assertTrue(videoCharacteristics(Map.of()).defects().isEmpty(), "an empty map that is not an EnumMap");
        assertTrue(videoCharacteristics(new HashMap<>()).defects().isEmpty());
        assertThrows(UnsupportedOperationException.class, () -> all.defects().remove(Defect.BLACK));
    }

    private static VideoCharacteristics videoCharacteristics(Map<Defect, DefectBlock> defects) {
        return new VideoCharacteristics("d", "an-1", "vc-1", 10, 1.5, OptionalDouble.empty(), defects, Optional.empty());
    }
}
