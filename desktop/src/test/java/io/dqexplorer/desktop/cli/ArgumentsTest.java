package io.dqexplorer.desktop.cli;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ArgumentsTest {

    private static final Arguments.Syntax SYNTAX = Arguments.syntax()
            .flag("--help", "-h")
            .flag("--force")
            .valued("a value", "--output", "--term")
            .refused("use the environment", "--secret")
            .unknownHint("; see --help");

    @Test
    void valuesAreReadSeparateOrAfterAnEqualsSignAndFlagsByTheirFirstName() {
        Arguments given = SYNTAX.read(List.of("--output", "a.csv", "--term=knife=fork", "-h"));

        assertEquals(Optional.of("a.csv"), given.value("--output"));
        assertEquals(Optional.of("knife=fork"), given.value("--term"));
        assertTrue(given.has("--help"));
        assertFalse(given.has("--force"));
    }

    @Test
    void aBlankValueIsGivenAsTypedForTheCommandToJudge() {
        assertEquals(Optional.of(" "), SYNTAX.read(List.of("--term", " ")).value("--term"));
        assertEquals(Optional.of(""), SYNTAX.read(List.of("--term=")).value("--term"));
    }

    @Test
    void eachWrongLineSaysWhatToChange() {
        assertEquals("--output is given twice", refusal("--output", "a", "--output=b"));
        assertEquals("--output needs a value", refusal("--force", "--output"));
        assertEquals("--force takes no value", refusal("--force=yes"));
        assertEquals("unknown option --verbose; see --help", refusal("--verbose"));
        assertEquals("unexpected argument stray; see --help", refusal("stray"));
    }

    /** A secret typed where it does not belong must not reach the terminal in the message. */
    @Test
    void noMessageRepeatsWhatFollowsAnEqualsSign() {
        assertEquals("unexpected argument DQ_CLIENT_SECRET; see --help", refusal("DQ_CLIENT_SECRET=hunter2"));
        assertEquals("--force takes no value", refusal("--force=hunter2"));
        assertEquals("--secret is refused: use the environment", refusal("--secret=hunter2"));
    }

    /** Refused in the order typed: before a later mistake, and whether or not a value follows. */
    @Test
    void aRefusedOptionIsRefusedWhereItStands() {
        assertEquals("--secret is refused: use the environment", refusal("--secret", "hunter2", "--verbose"));
        assertEquals("--secret is refused: use the environment", refusal("--output", "a", "--secret"));
        assertEquals("unknown option --verbose; see --help", refusal("--verbose", "--secret", "hunter2"));
    }

    private static String refusal(String... args) {
        return assertThrows(UsageException.class, () -> SYNTAX.read(List.of(args))).getMessage();
    }
}
