package io.dqexplorer.sdk.internal.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dqexplorer.sdk.model.Access;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each typed reader takes its own JSON type only, and names the field (with its path) when it gets another. */
class FieldsTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private static JsonNode json(String text) throws Exception {
        return MAPPER.readTree(text.replace('\'', '"'));
    }

    private static Fields fields(String text) throws Exception {
        return Fields.at(json(text), "outer[2]");
    }

    private static void wrong(Executable read, String field, String problem) {
        ShapeException e = assertThrows(ShapeException.class, read);
        assertEquals(field, e.field());
        assertTrue(e.getMessage().contains(problem), e.getMessage());
    }

    @Test
    void textIsAStringAndNothingElse() throws Exception {
        Fields f = fields("{'s':'x','n':5,'b':true,'z':null}");
        assertEquals("x", f.text("s"));
        assertEquals(Optional.of("x"), f.optText("s"));
        wrong(() -> f.text("n"), "outer[2].n", "is not a string");
        wrong(() -> f.text("b"), "outer[2].b", "is not a string");
        wrong(() -> f.optText("n"), "outer[2].n", "is not a string");
        wrong(() -> f.text("z"), "outer[2].z", "is missing");
        wrong(() -> f.text("absent"), "outer[2].absent", "is missing");
        assertEquals(Optional.empty(), f.optText("z"));
        assertEquals(Optional.empty(), f.optText("absent"));
    }

    @Test
    void numbersAreJsonNumbersNotNumericStrings() throws Exception {
        Fields f = fields("{'d':1.5,'i':7,'s':'1.5','z':null}");
        assertEquals(1.5, f.number("d"));
        assertEquals(7.0, f.number("i"));
        assertEquals(OptionalDouble.of(1.5), f.optNumber("d"));
        wrong(() -> f.number("s"), "outer[2].s", "is not a number");
        wrong(() -> f.optNumber("s"), "outer[2].s", "is not a number");
        wrong(() -> f.number("z"), "outer[2].z", "is missing");
        assertEquals(OptionalDouble.empty(), f.optNumber("z"));
        assertEquals(OptionalDouble.empty(), f.optNumber("absent"));
    }

    @Test
    void integersAreWholeNumbersThatFitALong() throws Exception {
        Fields f = fields("{'i':7,'whole':3.0,'half':1.5,'s':'7','huge':9223372036854775808,'z':null}");
        assertEquals(7, f.integer("i"));
        assertEquals(3, f.integer("whole"));
        assertEquals(OptionalLong.of(7), f.optInteger("i"));
        wrong(() -> f.integer("half"), "outer[2].half", "is not an integer");
        wrong(() -> f.integer("s"), "outer[2].s", "is not an integer");
        wrong(() -> f.integer("huge"), "outer[2].huge", "is not an integer");
        wrong(() -> f.optInteger("half"), "outer[2].half", "is not an integer");
        wrong(() -> f.integer("z"), "outer[2].z", "is missing");
        assertEquals(OptionalLong.empty(), f.optInteger("z"));
    }

    @Test
    void booleansAreRequiredBooleansAndFalseIsRead() throws Exception {
        Fields f = fields("{'t':true,'f':false,'s':'false','n':0}");
        assertTrue(f.requiredBool("t"));
        assertFalse(f.requiredBool("f"));
        wrong(() -> f.requiredBool("s"), "outer[2].s", "is not a boolean");
        wrong(() -> f.requiredBool("n"), "outer[2].n", "is not a boolean");
        wrong(() -> f.requiredBool("absent"), "outer[2].absent", "is missing");
        assertTrue(f.has("t"));
        assertFalse(f.has("absent"));
    }

    @Test
    void writesRequireAdminFalseIsReadAsFalse() throws Exception {
        Access open = AccessReader.access(json("{'capabilities':['view_data'],'scope':{'kind':'organization',"
                + "'organization_id':'org-1'},'writes_require_admin':false}"));
        assertFalse(open.writesRequireAdmin());
        assertEquals(List.of("view_data"), open.capabilities());
        assertEquals("organization", open.scope().kind());
        assertEquals(Optional.of("org-1"), open.scope().organizationId());
    }

    @Test
    void stringListsAreArraysOfStrings() throws Exception {
        Fields f = fields("{'l':['a','b'],'mixed':['a',1],'s':'a','z':null}");
        assertEquals(List.of("a", "b"), f.strings("l"));
        assertEquals(List.of("a", "b"), f.requiredStrings("l"));
        assertEquals(List.of(), f.strings("z"));
        assertEquals(List.of(), f.strings("absent"));
        wrong(() -> f.strings("mixed"), "outer[2].mixed[1]", "is not a string");
        wrong(() -> f.strings("s"), "outer[2].s", "is not an array");
        wrong(() -> f.requiredStrings("z"), "outer[2].z", "is missing");
    }

    @Test
    void arraysAndObjectsAreTheirOwnTypes() throws Exception {
        Fields f = fields("{'a':[1,{'k':'v'}],'o':{'k':'v'},'s':'x','z':null}");
        assertEquals(2, f.array("a").size());
        wrong(() -> f.array("s"), "outer[2].s", "is not an array");
        wrong(() -> f.array("z"), "outer[2].z", "is missing");
        wrong(() -> f.objects("a", false), "outer[2].a[0]", "is not an object");
        wrong(() -> f.objects("s", false), "outer[2].s", "is not an array");
        wrong(() -> f.objects("z", true), "outer[2].z", "is missing");
        assertEquals(List.of(), f.objects("z", false));
        assertEquals("v", f.object("o").text("k"));
        wrong(() -> f.object("o").text("missing"), "outer[2].o.missing", "is missing");
        wrong(() -> f.optObject("s"), "outer[2].s", "is not an object");
        wrong(() -> f.object("z"), "outer[2].z", "is missing");
        assertEquals(Optional.empty(), f.optObject("absent").map(o -> o.text("k")));
        Fields element = f.element("a", 1, f.array("a").get(1));
        assertEquals("outer[2].a[1].k", element.path("k"));
    }

    @Test
    void theBodyMustBeAnObject() throws Exception {
        wrong(() -> Fields.root(json("[1]")), "(body)", "is not a JSON object");
        wrong(() -> Fields.root(null), "(body)", "is not a JSON object");
        wrong(() -> Fields.at(json("'x'"), "here"), "here", "is not an object");
        wrong(() -> Fields.at(null, "here"), "here", "is not an object");
        assertEquals("top", Fields.root(json("{}")).path("top"));
    }
}
