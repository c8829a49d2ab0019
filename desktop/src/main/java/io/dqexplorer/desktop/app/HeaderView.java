package io.dqexplorer.desktop.app;

import io.dqexplorer.sdk.model.DatasetEntry;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;
import org.kordamp.ikonli.material2.Material2MZ;

/** The bar across the main window: the app, the organization and its capabilities, the theme and sign-out. */
final class HeaderView extends HBox {

    HeaderView(MainViewModel viewModel, ReadOnlyObjectProperty<DatasetEntry> selected, Node retryNotice,
               Node themeToggle, Runnable signOut) {
        setId("header");
        getStyleClass().add("app-header");
        setSpacing(12);
        setAlignment(Pos.CENTER_LEFT);
        setPadding(new Insets(8, 16, 8, 16));

        FontIcon brandIcon = new FontIcon(Material2MZ.VIDEO_LIBRARY);
        brandIcon.getStyleClass().add("brand-icon");
        Label brand = new Label("DQ Explorer", brandIcon);
        brand.getStyleClass().add("brand");

        Label organization = new Label(viewModel.organization(), new FontIcon(Material2AL.BUSINESS));
        organization.setId("header-organization");
        organization.getStyleClass().add("header-organization");
        organization.setTooltip(new Tooltip("The organization your credential is scoped to"));

        HBox capabilities = new HBox(4);
        capabilities.setId("header-capabilities");
        capabilities.setAlignment(Pos.CENTER_LEFT);
        for (String capability : viewModel.capabilities()) {
            Label chip = new Label(capability);
            chip.getStyleClass().add("capability-chip");
            capabilities.getChildren().add(chip);
        }

        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        getChildren().addAll(brand, separator(), organization, capabilities, spacer, retryNotice);

        if (viewModel.isDemo()) {
            getChildren().addAll(demoBadge(), remeasure(viewModel, selected));
        }

        Button signOutButton = new Button("Sign out", new FontIcon(Material2AL.EXIT_TO_APP));
        signOutButton.setId("sign-out");
        signOutButton.getStyleClass().add("flat");
        signOutButton.setOnAction(e -> signOut.run());
        getChildren().addAll(themeToggle, signOutButton);
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
        return badge;
    }

    private static Node remeasure(MainViewModel viewModel, ReadOnlyObjectProperty<DatasetEntry> selected) {
        Label notice = new Label();
        notice.setId("demo-remeasure-notice");
        notice.getStyleClass().add("text-muted");
        notice.textProperty().bind(viewModel.noticeProperty());

        Button button = new Button("Re-measure dataset", new FontIcon(Material2MZ.REFRESH));
        button.setId("demo-remeasure");
        button.getStyleClass().add("flat");
        button.setTooltip(new Tooltip("Demo only: the service measures the selected dataset again,"
                + " so that each tab can find a newer measurement"));
        button.disableProperty().bind(viewModel.remeasuringProperty().or(selected.isNull()));
        button.setOnAction(e -> viewModel.remeasure(selected.getValue()));
        HBox box = new HBox(8, notice, button);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }
}
