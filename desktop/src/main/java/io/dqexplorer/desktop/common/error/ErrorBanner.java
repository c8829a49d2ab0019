package io.dqexplorer.desktop.common.error;

import atlantafx.base.theme.Styles;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.event.Event;
import javafx.event.EventType;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.function.Consumer;

/**
 * The one component that shows any failure: what happened, the service's code, the request id
 * (selectable and copyable, for support), "Copy details" (all of it and the time, for a support
 * request), and the action that helps. Hidden while there is no report.
 */
public final class ErrorBanner extends HBox {

    /**
     * Fired (bubbling up from the banner) when the user presses "Sign in again", so that the window
     * that owns the session can sign out wherever the banner sits.
     */
    public static final EventType<Event> SIGN_IN_AGAIN_REQUESTED = new EventType<>(Event.ANY, "DQ_SIGN_IN_AGAIN_REQUESTED");

    /**
     * Fired (bubbling up) when the user presses "Show access" on a 403, so that the window that owns
     * the session asks the access endpoint what the credential may do and shows its answer.
     */
    public static final EventType<Event> CHECK_ACCESS_REQUESTED = new EventType<>(Event.ANY, "DQ_CHECK_ACCESS_REQUESTED");

    private final ObjectProperty<ErrorReport> report = new SimpleObjectProperty<>(this, "report");
    private final Label headline = new Label();
    private final Label detail = new Label();
    private final Label code = new Label();
    private final TextField requestId = new TextField();
    private final Button copy = new Button(null, new FontIcon(Material2AL.CONTENT_COPY));
    private final Button copyDetails = new Button("Copy details", new FontIcon(Material2AL.CONTENT_COPY));
    private final Button action = new Button();
    private final List<Node> content;
    private final Clock clock;
    private Instant shownAt;

    public ErrorBanner(Consumer<ErrorAction> onAction) {
        this(onAction, Clock.systemUTC());
    }

    /** @param clock when a report was shown, for its copied details */
    ErrorBanner(Consumer<ErrorAction> onAction, Clock clock) {
        this.clock = clock;
        getStyleClass().add("error-banner");
        setId("error-banner");
        setSpacing(12);
        setPadding(new Insets(10, 14, 10, 14));
        setAlignment(Pos.CENTER_LEFT);

        // service text, not a mnemonic: "_" stays an underscore
        List.of(headline, detail, code).forEach(text -> text.setMnemonicParsing(false));
        headline.getStyleClass().add("error-headline");
        headline.setId("error-headline");
        detail.setWrapText(true);
        detail.setMinHeight(Region.USE_PREF_SIZE);
        detail.setId("error-detail");
        code.setId("error-code");
        code.getStyleClass().add("error-code");
        code.setMinWidth(Region.USE_PREF_SIZE);
        requestId.setEditable(false);
        requestId.setId("error-request-id");
        requestId.setAccessibleText("Request id");
        // A request id is a UUID: 36 characters, shown whole so that it can be read out to support.
        requestId.setPrefColumnCount(37);
        copy.setId("error-copy-request-id");
        copy.getStyleClass().addAll(Styles.FLAT, Styles.BUTTON_ICON);
        copy.setTooltip(new Tooltip("Copy the request id"));
        copy.setAccessibleText("Copy the request id");
        copy.setOnAction(e -> copyRequestId());
        copyDetails.setId("error-copy-details");
        copyDetails.getStyleClass().add(Styles.FLAT);
        copyDetails.setMinWidth(Region.USE_PREF_SIZE);
        copyDetails.setTooltip(new Tooltip("Copy what happened, the code, the request id and the time, for support"));
        copyDetails.setOnAction(e -> copy(details()));
        action.setId("error-action");
        action.setMnemonicParsing(false);
        action.setDefaultButton(false);
        action.setMinWidth(Region.USE_PREF_SIZE);
        action.setOnAction(e -> {
            ErrorAction chosen = report.get().action();
            onAction.accept(chosen);
            switch (chosen) {
                case SIGN_IN_AGAIN -> fireEvent(new Event(SIGN_IN_AGAIN_REQUESTED));
                case CHECK_ACCESS -> fireEvent(new Event(CHECK_ACCESS_REQUESTED));
                default -> { }
            }
        });

        Label requestIdName = new Label("Request id");
        requestIdName.getStyleClass().add("error-code");
        requestIdName.visibleProperty().bind(requestId.visibleProperty());
        requestIdName.managedProperty().bind(requestId.managedProperty());
        HBox requestBox = new HBox(6, requestIdName, requestId, copy);
        requestBox.setAlignment(Pos.CENTER_LEFT);
        FlowPane ids = new FlowPane(10, 4, code, requestBox);
        ids.setAlignment(Pos.CENTER_LEFT);
        VBox text = new VBox(4, headline, detail, ids);
        HBox.setHgrow(text, Priority.ALWAYS);
        content = List.of(text, copyDetails, action);

        report.addListener((obs, old, now) -> show(now));
        show(null);
    }

    private void show(ErrorReport now) {
        setVisible(now != null);
        setManaged(now != null);
        if (now == null) {
            return;
        }
        // joined to the window with the first report only: every pane has a banner, hidden nearly always,
        // and its two dozen nodes made each window's first frame longer to style
        if (getChildren().isEmpty()) {
            getChildren().setAll(content);
        }
        shownAt = clock.instant();
        headline.setText(now.headline());
        detail.setText(now.detail());
        code.setText(now.code().map(c -> "Code " + c).orElse(""));
        shown(code, now.code().isPresent());
        requestId.setText(now.requestId().orElse(""));
        shown(requestId, now.requestId().isPresent());
        shown(copy, now.requestId().isPresent());
        action.setText(now.action().label());
        shown(action, !now.action().label().isEmpty());
    }

    private static void shown(Node node, boolean shown) {
        node.setVisible(shown);
        node.setManaged(shown);
    }

    private void copyRequestId() {
        copy(requestId.getText());
    }

    /** What "Copy details" puts on the clipboard; empty while no report is shown. */
    String details() {
        ErrorReport shown = report.get();
        return shown == null ? "" : shown.details(shownAt);
    }

    private static void copy(String text) {
        ClipboardContent content = new ClipboardContent();
        content.putString(text);
        Clipboard.getSystemClipboard().setContent(content);
    }

    public ObjectProperty<ErrorReport> reportProperty() {
        return report;
    }
}
