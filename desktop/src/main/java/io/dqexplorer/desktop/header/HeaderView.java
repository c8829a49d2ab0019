package io.dqexplorer.desktop.header;

import atlantafx.base.theme.Styles;
import io.dqexplorer.desktop.common.IconsWhenNarrow;
import io.dqexplorer.sdk.model.DatasetEntry;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;
import org.kordamp.ikonli.material2.Material2MZ;

import java.util.List;

/**
 * The bar across the main window: the dataset pane's toggle, the app, the organization and its
 * capabilities, the Snapshots dialog, the theme and sign-out. Holds nothing that comes and goes (those
 * messages go to the status bar), so that its labels keep their width; when the window is too narrow for
 * all of it, the text buttons show their icon only (their tooltip and accessible text still name them),
 * so that the organization and its capabilities are never cut short.
 */
public final class HeaderView extends IconsWhenNarrow {

    /** The buttons on the right, from the demo's badge to "Sign out": {@link #stepsToShow()} adds them. */
    private final HBox actions = new HBox(12);

    public HeaderView(HeaderViewModel viewModel, ReadOnlyObjectProperty<DatasetEntry> selected, Node paneToggle,
               Node themeToggle, Runnable signOut, Runnable showSnapshots) {
        super(12);
        setId("header");
        getStyleClass().add("app-header");
        setAlignment(Pos.CENTER_LEFT);
        setPadding(new Insets(8, 16, 8, 8));

        FontIcon brandIcon = new FontIcon(Material2MZ.VIDEO_LIBRARY);
        brandIcon.getStyleClass().add("brand-icon");
        Label brand = new Label("DQ Explorer", brandIcon);
        brand.setId("header-brand");
        brand.getStyleClass().add("brand");
        keepsItsWidth(brand);

        Label organization = new Label(viewModel.organization(), new FontIcon(Material2AL.BUSINESS));
        organization.setId("header-organization");
        organization.setMnemonicParsing(false);
        organization.getStyleClass().add("header-organization");
        organization.setTooltip(new Tooltip("The organization your credential is scoped to: " + viewModel.organization()));
        organization.setAccessibleHelp(organization.getTooltip().getText());
        keepsItsWidth(organization);

        HBox capabilities = new HBox(4);
        capabilities.setId("header-capabilities");
        capabilities.setAlignment(Pos.CENTER_LEFT);
        keepsItsWidth(capabilities);
        for (String capability : viewModel.capabilities()) {
            Label chip = new Label(capability);
            chip.setMnemonicParsing(false);
            chip.getStyleClass().add("capability-chip");
            chip.setMinWidth(Region.USE_PREF_SIZE);
            capabilities.getChildren().add(chip);
        }

        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        getChildren().addAll(paneToggle, brand, separator(), organization, capabilities, spacer);

        actions.setAlignment(Pos.CENTER_LEFT);
        if (viewModel.isDemo()) {
            Button remeasure = remeasure(viewModel, selected);
            actions.getChildren().addAll(demoBadge(), remeasure);
            givesWay(0, remeasure);
        }

        Button snapshots = new Button("Snapshots", new FontIcon(Material2MZ.STORAGE));
        snapshots.setId("header-snapshots");
        snapshots.getStyleClass().add(Styles.FLAT);
        snapshots.setTooltip(new Tooltip("The datasets kept on this machine for the Clips tab:"
                + " their size, age and tokens"));
        snapshots.setAccessibleHelp(snapshots.getTooltip().getText());
        snapshots.setOnAction(e -> showSnapshots.run());
        keepsItsWidth(snapshots);
        Button signOutButton = new Button("Sign out", new FontIcon(Material2AL.EXIT_TO_APP));
        signOutButton.setId("sign-out");
        signOutButton.getStyleClass().add(Styles.FLAT);
        signOutButton.setTooltip(new Tooltip("Sign out: end this session and forget its access token"));
        signOutButton.setOnAction(e -> signOut.run());
        keepsItsWidth(signOutButton);
        actions.getChildren().addAll(snapshots, themeToggle, signOutButton);
        givesWay(0, snapshots);
        givesWay(0, signOutButton);
    }

    /**
     * What the header still has to show, each to be run in a frame of its own (see
     * {@link io.dqexplorer.desktop.common.async.AfterPulse#inTurn}): its buttons. The header is the first of the
     * window painted with text, icons and rounded corners, the software pipeline's code run for the first time;
     * in one frame with its buttons it took 110–160 ms.
     */
    public List<Runnable> stepsToShow() {
        return List.of(() -> getChildren().add(actions));
    }

    /** Puts the Views menu before the Snapshots button; it too shows its icon only when the header is narrow. */
    public void offerViews(Labeled menu) {
        actions.getChildren().add(actions.getChildren().indexOf(actions.lookup("#header-snapshots")), menu);
        givesWay(0, menu);
    }


    private static void keepsItsWidth(Region region) {
        region.setMinWidth(Region.USE_PREF_SIZE);
    }

    private static Node separator() {
        Region line = new Region();
        line.getStyleClass().add("header-separator");
        return line;
    }

    private static Node demoBadge() {
        Label badge = new Label("Demo service");
        badge.setId("demo-badge");
        badge.getStyleClass().add("demo-badge");
        keepsItsWidth(badge);
        return badge;
    }

    private static Button remeasure(HeaderViewModel viewModel, ReadOnlyObjectProperty<DatasetEntry> selected) {
        Button button = new Button("Re-measure", new FontIcon(Material2MZ.REFRESH));
        button.setId("demo-remeasure");
        button.getStyleClass().add(Styles.FLAT);
        button.setTooltip(new Tooltip("Demo only: the service measures the selected dataset again,"
                + " and every tab of it offers the newer measurement"));
        button.setAccessibleHelp(button.getTooltip().getText());
        button.disableProperty().bind(viewModel.remeasuringProperty().or(selected.isNull()));
        button.setOnAction(e -> viewModel.remeasure(selected.getValue()));
        keepsItsWidth(button);
        return button;
    }
}
