package io.dqexplorer.desktop.common;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Labeled;
import javafx.scene.layout.HBox;

/**
 * A row whose buttons give up their text, all at once, while it is narrower than it is with every text; their
 * tooltip and accessible text still name them. It asks for its width with the texts, so that a row a parent
 * squeezed shows them again once the window is widened, and it may be squeezed to nothing rather than push the
 * window's content out of sight.
 */
public class IconsWhenNarrow extends HBox {

    private final List<Labeled> givingWay = new ArrayList<>();
    private boolean iconsOnly;
    /** The row's preferred width with every text, measured when they last showed. */
    private double widthWithText;

    public IconsWhenNarrow(double spacing, Node... children) {
        super(spacing, children);
        setMinWidth(0);
    }

    /** The button shows its icon only while the row is narrow. */
    public final void givesWay(Labeled button) {
        // a screen reader reads its name whether or not it shows its text
        if (button.getAccessibleText() == null) {
            button.accessibleTextProperty().bind(button.textProperty());
        }
        givingWay.add(button);
        // the width with every text is measured again, this button's included
        showTexts(true);
        requestLayout();
    }

    @Override
    protected double computePrefWidth(double height) {
        if (!iconsOnly) {
            widthWithText = super.computePrefWidth(height);
        }
        return widthWithText;
    }

    @Override
    protected void layoutChildren() {
        boolean narrow = getWidth() < prefWidth(-1);
        if (narrow != iconsOnly) {
            showTexts(!narrow);
        }
        super.layoutChildren();
    }

    private void showTexts(boolean shown) {
        iconsOnly = !shown;
        ContentDisplay display = shown ? ContentDisplay.LEFT : ContentDisplay.GRAPHIC_ONLY;
        givingWay.forEach(button -> button.setContentDisplay(display));
    }
}
