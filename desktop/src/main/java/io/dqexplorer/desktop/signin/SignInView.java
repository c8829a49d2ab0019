package io.dqexplorer.desktop.signin;

import atlantafx.base.theme.Styles;
import atlantafx.base.theme.Tweaks;
import io.dqexplorer.desktop.common.error.ErrorBanner;
import io.dqexplorer.desktop.common.async.AfterPulse;
import io.dqexplorer.desktop.common.async.RetryNotice;
import io.dqexplorer.desktop.common.async.RetryNoticeLabel;
import javafx.geometry.HPos;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Separator;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;
import org.kordamp.ikonli.material2.Material2MZ;

import java.util.List;
import java.util.Optional;

/**
 * The sign-in card: connection fields, "Sign in", "Use the demo service", Cancel while signing in, and why
 * the last attempt failed.
 */
public final class SignInView extends BorderPane {

    private final SignInViewModel viewModel;
    private final PasswordField secret = new PasswordField();

    public SignInView(SignInViewModel viewModel, RetryNotice retries, Node themeToggle) {
        this.viewModel = viewModel;
        setId("sign-in-view");
        getStyleClass().add("sign-in-view");

        Node form = form();
        Node actions = actions();
        VBox card = new VBox(16, title(), form, actions, new RetryNoticeLabel(retries), banner());
        card.getStyleClass().add("card");
        card.setId("sign-in-card");
        // one width whatever it holds: a wide error must not rewrap the lead text and move the fields
        card.setPrefWidth(560);
        card.setMaxWidth(560);
        card.setMaxHeight(Region.USE_PREF_SIZE);
        // never squeezed (a squeezed lead text loses lines and the fields move): the window scrolls instead
        card.setMinHeight(Region.USE_PREF_SIZE);
        // hung from the top, not centred: an error growing the card below must not move the fields up
        StackPane centre = new StackPane(card);
        StackPane.setAlignment(card, Pos.TOP_CENTER);
        centre.setPadding(new Insets(48, 24, 24, 24));
        ScrollPane scroll = new ScrollPane(centre);
        scroll.setFitToWidth(true);
        scroll.setFitToHeight(true);
        scroll.getStyleClass().add(Tweaks.EDGE_TO_EDGE);
        // the skin caches its viewport as an image, for scrolling: the card drawn into it and then the image into
        // the window, 20-30 ms more of the app's first frame, for a card that scrolls only in a small window
        scroll.skinProperty().addListener((obs, old, skin) -> Optional.ofNullable(scroll.lookup(".viewport"))
                .ifPresent(viewport -> viewport.setCache(false)));
        setCenter(scroll);
        // after the form: Tab goes from the service URL to the buttons, and the theme comes last
        HBox top = new HBox(themeToggle);
        top.setAlignment(Pos.CENTER_RIGHT);
        top.setPadding(new Insets(12, 16, 0, 16));
        setTop(top);
        paintedInTurn(List.of(form, actions));
    }

    /**
     * The fields and the buttons are painted each a frame after the card's title, laid out and focusable (the
     * service URL has the focus) from the first: the card is the first of the app painted with text, icons and
     * rounded corners, the software pipeline's code run for the first time: painted in one frame it took 110-125 ms,
     * the frame with its title alone 98-104.
     */
    private void paintedInTurn(List<Node> parts) {
        parts.forEach(part -> part.setOpacity(0));
        AfterPulse.inTurnOnceShown(this, parts.stream().<Runnable>map(part -> () -> part.setOpacity(1)).toList());
    }

    private Node title() {
        Label name = new Label("DQ Explorer");
        name.getStyleClass().add(Styles.TITLE_1);
        Label lead = new Label("Sign in with the machine credential you received at onboarding,"
                + " or look around on the built-in demo service.");
        lead.setWrapText(true);
        lead.getStyleClass().add(Styles.TEXT_MUTED);
        FontIcon icon = new FontIcon(Material2MZ.VIDEO_LIBRARY);
        icon.getStyleClass().add("brand-icon");
        HBox heading = new HBox(12, icon, name);
        heading.setAlignment(Pos.CENTER_LEFT);
        Label awaited = new Label();
        awaited.setId("sign-in-awaited-view");
        awaited.setMnemonicParsing(false);
        awaited.setWrapText(true);
        awaited.setGraphic(new FontIcon(Material2MZ.OPEN_IN_NEW));
        awaited.getStyleClass().add(Styles.ACCENT);
        awaited.textProperty().bind(viewModel.awaitedViewProperty());
        awaited.visibleProperty().bind(viewModel.awaitedViewProperty().isNotEmpty());
        awaited.managedProperty().bind(awaited.visibleProperty());
        return new VBox(6, heading, lead, awaited);
    }

    private Node form() {
        TextField service = field("service-url", "https://dq.example.com");
        service.textProperty().bindBidirectional(viewModel.serviceUrlProperty());
        TextField token = field("token-url", "https://auth.example.com/oauth2/token");
        token.textProperty().bindBidirectional(viewModel.tokenUrlProperty());
        TextField client = field("client-id", "client id");
        client.textProperty().bindBidirectional(viewModel.clientIdProperty());
        secret.setId("client-secret");
        secret.setPromptText("never stored");
        secret.setOnAction(e -> signIn());

        GridPane grid = new GridPane();
        grid.setHgap(12);
        grid.setVgap(10);
        ColumnConstraints labels = new ColumnConstraints();
        labels.setHalignment(HPos.RIGHT);
        ColumnConstraints inputs = new ColumnConstraints();
        inputs.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().addAll(labels, inputs);
        grid.addRow(0, labelFor("Service URL", service), service);
        grid.addRow(1, labelFor("Token URL", token), token);
        grid.addRow(2, labelFor("Client id", client), client);
        grid.addRow(3, labelFor("Client secret", secret), secret);
        grid.disableProperty().bind(viewModel.runningProperty());
        return grid;
    }

    /** The field's name, which a screen reader says when the field has the focus. */
    private static Label labelFor(String name, Node field) {
        Label label = new Label(name);
        label.setLabelFor(field);
        return label;
    }

    private static TextField field(String id, String prompt) {
        TextField field = new TextField();
        field.setId(id);
        field.setPromptText(prompt);
        return field;
    }

    private Node actions() {
        Button signIn = new Button("Sign in", new FontIcon(Material2AL.LOCK));
        signIn.setId("sign-in");
        signIn.setDefaultButton(true);
        signIn.getStyleClass().add(Styles.ACCENT);
        signIn.disableProperty().bind(viewModel.signInExecutableBinding().not().or(secret.textProperty().isEmpty()));
        signIn.setOnAction(e -> signIn());

        Button demo = new Button("Use the demo service", new FontIcon(Material2MZ.PLAY_CIRCLE_OUTLINE));
        demo.setId("use-demo");
        demo.disableProperty().bind(viewModel.runningProperty());
        demo.setOnAction(e -> viewModel.useDemo());

        ProgressIndicator progress = new ProgressIndicator();
        progress.setId("sign-in-progress");
        progress.setPrefSize(22, 22);
        progress.visibleProperty().bind(viewModel.runningProperty());

        Button cancel = new Button("Cancel");
        cancel.setId("sign-in-cancel");
        cancel.visibleProperty().bind(viewModel.runningProperty());
        cancel.managedProperty().bind(cancel.visibleProperty());
        cancel.setOnAction(e -> viewModel.cancel());

        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox row = new HBox(10, signIn, progress, cancel, spacer, new Separator(Orientation.VERTICAL), demo);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private Node banner() {
        // every sign-in report has ErrorAction.NONE (SignInFailures): the banner shows no button
        ErrorBanner banner = new ErrorBanner(action -> { });
        banner.reportProperty().bind(viewModel.errorProperty());
        return banner;
    }

    /** Takes the secret out of the field as characters and clears the field, so it lives no longer than the attempt. */
    private void signIn() {
        if (viewModel.signInExecutableBinding().get() && !secret.getText().isEmpty()) {
            CharSequence typed = secret.getCharacters();
            char[] chars = new char[typed.length()];
            for (int i = 0; i < chars.length; i++) {
                chars[i] = typed.charAt(i);
            }
            secret.clear();
            viewModel.signIn(chars);
        }
    }
}
