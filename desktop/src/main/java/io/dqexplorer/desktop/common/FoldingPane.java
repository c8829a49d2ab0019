package io.dqexplorer.desktop.common;

import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TitledPane;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;

/**
 * A main part above a titled pane that folds to its title bar: folded, the main part takes the height
 * (the Clips tab's table first); open, the two share it at the divider the user left, in proportion as
 * the window grows or shrinks (the Clips tab's summary below its table, its group-by below its histogram). Whether the pane is open and where its divider stands are remembered in
 * the settings under the pane's name.
 */
public final class FoldingPane extends SplitPane {

    private final TitledPane fold;
    private final Settings settings;
    private final String name;
    private double divider;
    private boolean draggingDivider;

    /**
     * @param name    the pane's name in the settings and its node id ("ws-summary" is "#ws-summary-fold")
     * @param divider where the divider stands until the user moves it
     */
    public FoldingPane(Node main, Settings settings, String name, double divider) {
        this.settings = settings;
        this.name = name;
        this.divider = settings.paneDivider(name, divider);
        setOrientation(Orientation.VERTICAL);
        fold = new TitledPane();
        fold.setId(name + "-fold");
        fold.setAnimated(false);
        fold.setExpanded(settings.paneOpen(name, true));
        getItems().setAll(main);
    }

    /** Adds the folding pane below the main part, which stays where it is (its nodes keep their scene). */
    public void addFold(String title, Node content) {
        fold.setText(title);
        fold.setContent(content);
        getItems().add(fold);
        fold.expandedProperty().addListener((obs, was, open) -> {
            settings.rememberPaneOpen(name, open);
            follow();
        });
        // the user's divider is where a drag of it ends; a window too small for both parts pushes it aside, and
        // taken for the user's, that place stayed once the window grew again
        addEventFilter(MouseEvent.MOUSE_PRESSED, e -> draggingDivider = isDivider(e.getTarget()));
        addEventFilter(MouseEvent.MOUSE_RELEASED, e -> {
            double position = getDividers().get(0).getPosition();
            if (draggingDivider && fold.isExpanded() && position < 1) {
                this.divider = position;
                settings.rememberPaneDivider(name, position);
            }
            draggingDivider = false;
        });
        heightProperty().addListener((obs, old, height) -> follow());
        follow();
    }

    private static boolean isDivider(Object target) {
        for (Node at = target instanceof Node node ? node : null; at != null; at = at.getParent()) {
            if (at.getStyleClass().contains("split-pane-divider")) {
                return true;
            }
            if (at instanceof SplitPane) {
                return false;
            }
        }
        return false;
    }

    /** Folded: the pane no taller than its title bar, and the divider pushed down to it; open: the divider as left. */
    private void follow() {
        if (fold.isExpanded()) {
            fold.setMaxHeight(Double.MAX_VALUE);
            setDividerPositions(divider);
        } else {
            fold.setMaxHeight(Region.USE_PREF_SIZE);
            setDividerPositions(1);
        }
    }
}
