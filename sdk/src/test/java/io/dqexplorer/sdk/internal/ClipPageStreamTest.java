package io.dqexplorer.sdk.internal;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dqexplorer.sdk.internal.json.ClipPageStream;
import io.dqexplorer.sdk.internal.json.ClipReader;
import io.dqexplorer.sdk.internal.json.ShapeException;
import io.dqexplorer.sdk.model.ClipPage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * The streamed clips-page reader against the tree reader it stands in for: on the usual bodies it
 * reads the very same page; on any other body it declines (null), so the tree reader's result or
 * error is the one that counts.
 */
class ClipPageStreamTest {

    /** As the client configures it. */
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private static final String HEAD = "{'dataset':'d','vocabulary':'v','total':3,'offset':0,'limit':1000,'clips':[";

    private static byte[] body(String text) {
        return text.replace('\'', '"').getBytes(StandardCharsets.UTF_8);
    }

    private static ClipPage streamed(byte[] body) throws IOException {
        try (JsonParser parser = MAPPER.createParser(body)) {
            return ClipPageStream.read(parser);
        } catch (IOException unreadable) {
            return null;
        }
    }

    /** The tree reader's page, or null when it refuses the body. */
    private static ClipPage tree(byte[] body) {
        try {
            return ClipReader.page(MAPPER.readTree(body));
        } catch (IOException | ShapeException refused) {
            return null;
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {
            HEAD + "]}",
            HEAD + "{'clip':'c1','episode_index':7,'analyzed_seconds':9.25,'environments':['kitchen','garage'],"
                    + "'objects':['cup'],'actions':[],"
                    + "'frame_quality':{'frames':10,'usable':8,'distorted':1,'jerky':1},"
                    + "'hand_activity':{'measured_seconds':9,'hands_visible_seconds':6.5,'two_hands_visible_seconds':1e-7,"
                    + "'active_manipulation_seconds':123456789.125}}]}",
            HEAD + "{'clip':'old','analysed_secs':12.5,'frame_quality':{'frames':300,'active':280,'distorted':3,'jerky':1}}]}",
            HEAD + "{'clip':'nulls','episode_index':null,'analyzed_seconds':null,'analysed_secs':0,'environments':null,"
                    + "'objects':null,'actions':null,'frame_quality':null,'hand_activity':null}]}",
            HEAD + "{'clip':'zeros','episode_index':0,'analyzed_seconds':0,'frame_quality':{'frames':0,'usable':null,"
                    + "'active':0,'distorted':0,'jerky':0},'hand_activity':{'measured_seconds':0,'hands_visible_seconds':0,"
                    + "'two_hands_visible_seconds':0,'active_manipulation_seconds':-0.0}}]}",
            HEAD + "{'future':{'a':[1,2.5,{'b':null}],'c':'x'},'clip':'unknowns','analyzed_seconds':1,'later':[true,false],"
                    + "'frame_quality':{'frames':1,'usable':1,'distorted':0,'jerky':0,'new':{'x':1}},"
                    + "'hand_activity':{'measured_seconds':1,'hands_visible_seconds':1,'two_hands_visible_seconds':1,"
                    + "'active_manipulation_seconds':1,'new':[]}}],'next':{'offset':3}}",
            "{'clips':[{'clip':'first','analyzed_seconds':2}],'limit':5,'offset':2,'total':3,'vocabulary':'v',"
                    + "'dataset':'d','filtered_to':[{'term':'cup','section':'objects','clip_count':3,'extra':1}]}",
            "{'dataset':'d','vocabulary':'v','total':9223372036854775807,'offset':0,'limit':1,'filtered_to':null,'clips':[]}",
    })
    void theUsualBodiesReadAsTheTreeReadsThem(String text) throws IOException {
        byte[] body = body(text);
        ClipPage expected = tree(body);
        assertNotNull(expected, "the tree reads it: " + text);
        assertEquals(expected, streamed(body));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "",
            "[]",
            "null",
            HEAD + "]} []",
            HEAD + "]",
            "{'dataset':'d','vocabulary':'v','total':3,'offset':0,'limit':1000,'clips':null}",
            "{'dataset':'d','vocabulary':'v','total':3,'offset':0,'limit':1000}",
            "{'dataset':'d','vocabulary':'v','total':'3','offset':0,'limit':1000,'clips':[]}",
            "{'dataset':'d','vocabulary':'v','total':3.0,'offset':0,'limit':1000,'clips':[]}",
            "{'dataset':'d','vocabulary':'v','total':3.5,'offset':0,'limit':1000,'clips':[]}",
            "{'dataset':'d','vocabulary':'v','total':99999999999999999999,'offset':0,'limit':1000,'clips':[]}",
            "{'dataset':'d','vocabulary':null,'total':3,'offset':0,'limit':1000,'clips':[]}",
            "{'dataset':'d','dataset':'e','vocabulary':'v','total':3,'offset':0,'limit':1000,'clips':[]}",
            "{'dataset':'d','vocabulary':'v','total':3,'offset':0,'limit':1000,'clips':[],'clips':[{'clip':'c','analyzed_seconds':1}]}",
            "{'dataset':'d','vocabulary':'v','total':3,'offset':0,'limit':1000,'clips':[],'filtered_to':[{'term':'t'}]}",
            "{'dataset':'d','vocabulary':'v','total':3,'offset':0,'limit':1000,'clips':[],'filtered_to':{}}",
            HEAD + "null]}",
            HEAD + "{'analyzed_seconds':1}]}",
            HEAD + "{'clip':7,'analyzed_seconds':1}]}",
            HEAD + "{'clip':'c'}]}",
            HEAD + "{'clip':'c','analyzed_seconds':'1'}]}",
            HEAD + "{'clip':'c','analyzed_seconds':1,'analysed_secs':'x'}]}",
            HEAD + "{'clip':'c','analyzed_seconds':'x','analysed_secs':1}]}",
            HEAD + "{'clip':'c','analyzed_seconds':1,'clip':'d'}]}",
            HEAD + "{'clip':'c','analyzed_seconds':1,'episode_index':1.0}]}",
            HEAD + "{'clip':'c','analyzed_seconds':1,'episode_index':1.5}]}",
            HEAD + "{'clip':'c','analyzed_seconds':1,'objects':'cup'}]}",
            HEAD + "{'clip':'c','analyzed_seconds':1,'objects':['cup',null]}]}",
            HEAD + "{'clip':'c','analyzed_seconds':1,'frame_quality':{'frames':1,'distorted':0,'jerky':0}}]}",
            HEAD + "{'clip':'c','analyzed_seconds':1,'frame_quality':{'frames':1,'usable':'1','distorted':0,'jerky':0}}]}",
            HEAD + "{'clip':'c','analyzed_seconds':1,'frame_quality':{'frames':1,'usable':1,'active':'x','distorted':0,'jerky':0}}]}",
            HEAD + "{'clip':'c','analyzed_seconds':1,'frame_quality':{'frames':null,'usable':1,'distorted':0,'jerky':0}}]}",
            HEAD + "{'clip':'c','analyzed_seconds':1,'frame_quality':{'frames':1,'usable':1,'usable':2,'distorted':0,'jerky':0}}]}",
            HEAD + "{'clip':'c','analyzed_seconds':1,'frame_quality':[]}]}",
            HEAD + "{'clip':'c','analyzed_seconds':1,'hand_activity':{'measured_seconds':1}}]}",
            HEAD + "{'clip':'c','analyzed_seconds':1,'hand_activity':{'measured_seconds':1,'hands_visible_seconds':1,"
                    + "'two_hands_visible_seconds':1,'active_manipulation_seconds':true}}]}",
            HEAD + "{'clip':'c','analyzed_seconds':1,'future':'\\u12'}]}",
            HEAD + "{'clip':'c','analyzed_seconds':1,'future':[1,}]}",
    })
    void anyOtherBodyIsLeftToTheTreeReader(String text) throws IOException {
        byte[] body = body(text);
        ClipPage expected = tree(body);
        ClipPage streamed = streamed(body);
        if (expected == null || streamed != null) {
            assertEquals(expected, streamed, "declined, or read as the tree reads it: " + text);
        }
    }

    /** Straight from the reader: an exception here is a failure, not a decline. */
    private static ClipPage read(String text) throws IOException {
        try (JsonParser parser = MAPPER.createParser(body(text))) {
            return ClipPageStream.read(parser);
        }
    }

    private static final String ROW = HEAD + "{'clip':'c','analyzed_seconds':1,";
    private static final String FRAMES = ROW + "'frame_quality':{";
    private static final String HANDS = ROW + "'hand_activity':{'measured_seconds':1,'hands_visible_seconds':1,"
            + "'two_hands_visible_seconds':1,";

    /**
     * Bodies that parse but are not the usual shape are declined outright, even where the tree
     * reader would take them (a key twice: the tree keeps the last one; a value of the wrong type
     * beside one that stands in for it): the shortcut never guesses.
     */
    @ParameterizedTest
    @ValueSource(strings = {
            "[]",
            "{'dataset':'d','dataset':'e','vocabulary':'v','total':3,'offset':0,'limit':1000,'clips':[]}",
            "{'dataset':'d','vocabulary':'v','total':'3','offset':0,'limit':1000,'clips':[]}",
            "{'dataset':'d','vocabulary':'v','total':99999999999999999999,'offset':0,'limit':1000,'clips':[]}",
            "{'dataset':'d','vocabulary':'v','total':3.0,'offset':0,'limit':1000,'clips':[]}",
            "{'dataset':'d','vocabulary':'v','total':3,'offset':0,'limit':1000,'clips':{}}",
            "{'dataset':'d','vocabulary':'v','total':3,'offset':0,'limit':1000,'clips':[],'filtered_to':{}}",
            "{'dataset':'d','vocabulary':'v','total':3,'offset':0,'limit':1000,'clips':[],'filtered_to':'x'}",
            "{'dataset':'d','vocabulary':'v','total':3,'offset':0,'limit':1000,'clips':[],'filtered_to':[7]}",
            "{'dataset':'d','vocabulary':'v','total':3,'offset':0,'limit':1000,'clips':[],'filtered_to':[{'term':'t'}]}",
            "{'dataset':'d','vocabulary':'v','total':3,'offset':0,'limit':1000,'clips':[],"
                    + "'filtered_to':[{'term':'t','section':'s'}]}",
            "{'dataset':'d','vocabulary':'v','total':3,'offset':0,'limit':1000,'clips':[],"
                    + "'filtered_to':[{'term':'t','clip_count':1}]}",
            "{'dataset':'d','vocabulary':'v','total':3,'offset':0,'limit':1000,'clips':[],"
                    + "'filtered_to':[{'section':'s','clip_count':1}]}",
            "{'dataset':'d','vocabulary':'v','total':3,'offset':0,'limit':1000,'clips':[],"
                    + "'filtered_to':[{'term':'t','term':'u','section':'s','clip_count':1}]}",
            "{'dataset':'d','vocabulary':'v','total':3,'offset':0,'limit':1000,'clips':[],"
                    + "'filtered_to':[{'term':'t','section':'s','clip_count':'1'}]}",
            HEAD + "{'clip':'c','analyzed_seconds':1},7]}",
            HEAD + "{'clip':'c','analyzed_seconds':1,'clip':'d'}]}",
            HEAD + "{'clip':'c','clip':'c','analyzed_seconds':1}]}",
            HEAD + "{'clip':'c','analyzed_seconds':1,'analyzed_seconds':2}]}",
            HEAD + "{'clip':'c','analyzed_seconds':1,'episode_index':1,'episode_index':2}]}",
            HEAD + "{'clip':'c','analyzed_seconds':1,'episode_index':'1'}]}",
            HEAD + "{'clip':'c','analyzed_seconds':1,'episode_index':1.0}]}",
            HEAD + "{'clip':'c','analyzed_seconds':1,'episode_index':99999999999999999999}]}",
            ROW + "'analysed_secs':'x'}]}",
            ROW + "'analysed_secs':true}]}",
            HEAD + "{'clip':'c','analysed_secs':1,'analyzed_seconds':'x'}]}",
            ROW + "'environments':'kitchen'}]}",
            ROW + "'environments':[1]}]}",
            ROW + "'objects':'cup'}]}",
            ROW + "'objects':[['cup']]}]}",
            ROW + "'actions':'pour'}]}",
            ROW + "'actions':[null]}]}",
            ROW + "'actions':[],'actions':[]}]}",
            ROW + "'frame_quality':[]}]}",
            ROW + "'frame_quality':7}]}",
            ROW + "'frame_quality':null,'frame_quality':null}]}",
            FRAMES + "'frames':1,'usable':'1','active':1,'distorted':0,'jerky':0}}]}",
            FRAMES + "'frames':1,'usable':1,'active':'1','distorted':0,'jerky':0}}]}",
            FRAMES + "'frames':1,'usable':1.5,'active':1,'distorted':0,'jerky':0}}]}",
            FRAMES + "'frames':null,'usable':1,'distorted':0,'jerky':0}}]}",
            FRAMES + "'usable':1,'distorted':0,'jerky':0}}]}",
            FRAMES + "'frames':1,'distorted':0,'jerky':0}}]}",
            FRAMES + "'frames':1,'usable':null,'active':null,'distorted':0,'jerky':0}}]}",
            FRAMES + "'frames':1,'usable':1,'jerky':0}}]}",
            FRAMES + "'frames':1,'usable':1,'distorted':0}}]}",
            FRAMES + "'frames':1,'usable':1,'distorted':null,'jerky':0}}]}",
            FRAMES + "'frames':1,'usable':1,'distorted':0,'jerky':'0'}}]}",
            FRAMES + "'frames':1,'frames':1,'usable':1,'distorted':0,'jerky':0}}]}",
            FRAMES + "'frames':1,'usable':1,'distorted':0,'jerky':0,'jerky':0}}]}",
            ROW + "'hand_activity':[]}]}",
            ROW + "'hand_activity':'x'}]}",
            HANDS + "'active_manipulation_seconds':1,'measured_seconds':2}}]}",
            HANDS + "'active_manipulation_seconds':'1'}}]}",
            HANDS + "'active_manipulation_seconds':null}}]}",
            ROW + "'hand_activity':{'hands_visible_seconds':1,'two_hands_visible_seconds':1,'active_manipulation_seconds':1}}]}",
            ROW + "'hand_activity':{'measured_seconds':1,'two_hands_visible_seconds':1,'active_manipulation_seconds':1}}]}",
            ROW + "'hand_activity':{'measured_seconds':1,'hands_visible_seconds':1,'active_manipulation_seconds':1}}]}",
            HANDS + "'future':1}}]}",
    })
    void bodiesNotOfTheUsualShapeAreDeclined(String text) throws IOException {
        assertNull(read(text), text);
    }

    /** The forms the usual body may take, each read as the tree reader reads it. */
    @ParameterizedTest
    @ValueSource(strings = {
            FRAMES + "'frames':9,'usable':null,'active':7,'distorted':1,'jerky':1}}]}",
            FRAMES + "'frames':9,'usable':8,'active':null,'distorted':1,'jerky':1}}]}",
            FRAMES + "'frames':9,'usable':8,'active':7,'distorted':1,'jerky':1}}]}",
            FRAMES + "'frames':9,'active':7,'distorted':1,'jerky':1}}]}",
            FRAMES + "'jerky':1,'distorted':2,'active':3,'frames':9,'later':{'x':[1,{'y':2}]}}}]}",
            HANDS + "'active_manipulation_seconds':0.5,'later':{'x':'y'}}}]}",
            HEAD + "{'clip':'c','analysed_secs':2,'analyzed_seconds':null,'episode_index':9223372036854775807}]}",
            HEAD + "{'clip':'c','analysed_secs':2,'analyzed_seconds':3}]}",
            HEAD + "{'clip':'c','analyzed_seconds':12345678901234567890123}]}",
            HEAD + "{'later':[[],{}],'clip':'c','analyzed_seconds':1,'environments':['a\\u00e9\\n\\\"'],'also':{}}]}",
            "{'dataset':'d','vocabulary':'v','total':3,'offset':0,'limit':1000,'clips':[],"
                    + "'filtered_to':[{'extra':{'x':[1,{'y':'z'}]},'term':'t','section':'s','clip_count':1},"
                    + "{'term':'u','section':'objects','clip_count':2,'later':[]}]}",
            "{'future':[{'clips':[]}],'dataset':'d','vocabulary':'v','total':3,'offset':0,'limit':1000,'clips':[]}",
    })
    void everyUsualFormReadsAsTheTreeReadsIt(String text) throws IOException {
        ClipPage expected = tree(body(text));
        assertNotNull(expected, "the tree reads it: " + text);
        assertEquals(expected, read(text));
    }

    @Test
    void secondsOfEveryMagnitudeReadAsTheTreeReadsThem() throws IOException {
        SplittableRandom random = new SplittableRandom(14);
        StringBuilder text = new StringBuilder("{'dataset':'d','vocabulary':'v','total':5000,'offset':0,'limit':1000,'clips':[");
        for (int i = 0; i < 5000; i++) {
            double any = Double.longBitsToDouble(random.nextLong());
            double seconds = Double.isFinite(any) ? any : random.nextDouble();
            String written = switch (i % 4) {
                case 0 -> Double.toString(seconds);
                case 1 -> Long.toString(random.nextLong());
                case 2 -> random.nextInt(100_000) + "." + random.nextInt(1000) + "e" + (random.nextInt(40) - 20);
                default -> java.math.BigDecimal.valueOf(seconds).toPlainString();
            };
            text.append(i == 0 ? "" : ",").append("{'clip':'c").append(i).append("','analyzed_seconds':").append(written)
                    .append(",'hand_activity':{'measured_seconds':").append(written)
                    .append(",'hands_visible_seconds':0,'two_hands_visible_seconds':0,'active_manipulation_seconds':0}}");
        }
        byte[] body = body(text.append("]}").toString());
        ClipPage expected = tree(body);
        assertNotNull(expected);
        ClipPage streamed = streamed(body);
        assertNotNull(streamed);
        for (int i = 0; i < expected.clips().size(); i++) {
            assertEquals(expected.clips().get(i), streamed.clips().get(i));
        }
        assertEquals(expected, streamed);
    }
}
