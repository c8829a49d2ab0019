package io.dqexplorer.desktop.app;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The app's dark layer is AtlantaFX's Primer Dark over Primer Light, and stays so when AtlantaFX changes. */
class DarkSheetTest {

    /** Where the layer lives, from the desktop module's folder (Surefire's working directory). */
    private static final Path SOURCE = Path.of("src/main/resources/io/dqexplorer/desktop/dark.css");

    @Test
    void theDarkLayerIsDerivedFromTheAtlantaFxThemesOnTheClassPath() throws IOException {
        String derived = DarkSheet.derive(read(new PrimerLight().getUserAgentStylesheet()),
                read(new PrimerDark().getUserAgentStylesheet()), "AtlantaFX's primer-light.css and primer-dark.css");
        if ("1".equals(System.getenv("DQ_WRITE_DARK_SHEET"))) {
            Files.writeString(SOURCE, derived);
        }
        assertEquals(derived, Files.readString(SOURCE),
                "dark.css no longer matches AtlantaFX's themes: write it again with DQ_WRITE_DARK_SHEET=1 "
                        + "mvn -o -pl desktop -am test -Dtest=DarkSheetTest -Dsurefire.failIfNoSpecifiedTests=false");
    }

    @Test
    void theRootColoursAndEachChangedDeclarationComeUnderTheDarkClass() {
        String light = """
                .root { -color-fg: #000000; -color-same: #111111; }
                .button { -color-hover: -color-base-1; -fx-padding: 4px; }
                .tooltip { -fx-effect: dropshadow(three-pass-box, -color-shadow, 6px, 0.3, 0, 2); }
                """;
        String dark = light.replace("#000000", "#ffffff").replace("-color-base-1", "-color-base-6").replace("6px, 0.3", "8px, 0.6");

        String layer = DarkSheet.derive(light, dark, "test");

        assertEquals("""
                .root:dark {
                  -color-fg: #ffffff;
                }

                .root:dark .button {
                  -color-hover: -color-base-6;
                }

                .root:dark .tooltip {
                  -fx-effect: dropshadow(three-pass-box, -color-shadow, 8px, 0.6, 0, 2);
                }
                """, layer.substring(layer.indexOf("*/\n") + 3));
    }

    @Test
    void aMoreSpecificOrLaterRuleForTheSamePropertyAndElementComesAlongSoThatPrimersOrderStillHolds() {
        String light = """
                .button { -color-hover: -color-base-1; }
                .button.accent { -color-hover: -color-accent; }
                .flat { -color-hover: -color-flat; }
                .list-view .button { -color-hover: -color-list; }
                .label { -color-hover: -color-label; }
                .button { -color-hover: -color-later; }
                .button:hover { -fx-padding: 2px; }
                """;
        String dark = light.replace("-color-base-1", "-color-base-6");

        String layer = DarkSheet.derive(light, dark, "test");

        assertTrue(layer.contains(".root:dark .button.accent {\n  -color-hover: -color-accent;"), layer);
        assertTrue(layer.contains(".root:dark .list-view .button {\n  -color-hover: -color-list;"), layer);
        assertTrue(layer.contains(".root:dark .button {\n  -color-hover: -color-later;"), layer);
        assertFalse(layer.contains(".flat"), "another kind of element: " + layer);
        assertFalse(layer.contains(".label"), "another kind of element: " + layer);
        assertFalse(layer.contains("-fx-padding"), "another property: " + layer);
    }

    @Test
    void neighbouringRulesWithTheSameChangedDeclarationsAreWrittenAsOneRule() {
        String light = """
                .list-view { -color-selected: -color-base-1; }
                .table-view { -color-selected: -color-base-1; }
                .label { -fx-padding: 2px; }
                .tree-view { -color-selected: -color-base-1; }
                """;
        String dark = light.replace("-color-base-1", "-color-base-6");

        String layer = DarkSheet.derive(light, dark, "test");

        assertEquals("""
                .root:dark .list-view,
                .root:dark .table-view,
                .root:dark .tree-view {
                  -color-selected: -color-base-6;
                }
                """, layer.substring(layer.indexOf("*/\n") + 3));
    }

    @Test
    void twoAlikeRulesWithAnotherBetweenThemStayApartSoThatPrimersOrderHolds() {
        String light = """
                .button { -color-hover: -color-base-1; }
                .button.accent { -color-hover: -color-accent-1; }
                .menu-button { -color-hover: -color-base-1; }
                """;
        String dark = light.replace("-base-1", "-base-6").replace("-accent-1", "-accent-6");

        String layer = DarkSheet.derive(light, dark, "test");

        assertEquals("""
                .root:dark .button {
                  -color-hover: -color-base-6;
                }

                .root:dark .button.accent {
                  -color-hover: -color-accent-6;
                }

                .root:dark .menu-button {
                  -color-hover: -color-base-6;
                }
                """, layer.substring(layer.indexOf("*/\n") + 3));
    }

    private static String read(String resource) {
        try (InputStream in = DarkSheetTest.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("no resource " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
