package io.dqexplorer.desktop.views;

import atlantafx.base.theme.Styles;
import io.dqexplorer.desktop.common.FileDialogs;
import io.dqexplorer.desktop.common.Shortcut;
import io.dqexplorer.workspace.view.ViewDocument;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;
import org.kordamp.ikonli.material2.Material2MZ;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** The header's "View" menu: save the view shown, open one, the recent ones, and copy a link to it. */
public final class ViewMenu extends MenuButton {

    private final Views views;
    private final FileDialogs dialogs;
    private final Menu recent = new Menu("Recent views");

    /** @param dialogs asks where a view is saved and which one is opened: the platform's dialogs, a test's answers */
    public ViewMenu(Views views, FileDialogs dialogs) {
        super("View", new FontIcon(Material2MZ.VIEW_QUILT));
        this.views = views;
        this.dialogs = dialogs;
        setId("header-views");
        getStyleClass().add(Styles.FLAT);
        setMinWidth(USE_PREF_SIZE);
        setTooltip(new Tooltip("Save what is shown as a view, open a saved view, or copy a link to it"));

        MenuItem save = item("view-save", Shortcut.SAVE_VIEW, new FontIcon(Material2MZ.SAVE));
        save.setOnAction(e -> saveAs());
        save.disableProperty().bind(views.capturableBinding().not());
        MenuItem open = item("view-open", Shortcut.OPEN_VIEW, new FontIcon(Material2AL.FOLDER_OPEN));
        open.setOnAction(e -> chooseViewFile().ifPresent(file -> views.open(file.toString())));
        MenuItem link = item("view-copy-link", Shortcut.COPY_LINK, new FontIcon(Material2AL.LINK));
        link.setText("Copy link");
        link.setOnAction(e -> copyLink());
        link.disableProperty().bind(views.capturableBinding().not());
        recent.setId("view-recent");
        getItems().addAll(save, open, recent, new SeparatorMenuItem(), link);
        setOnShowing(e -> listRecent());
        listRecent();
    }

    private static MenuItem item(String id, Shortcut shortcut, FontIcon icon) {
        MenuItem item = new MenuItem(shortcut.action(), icon);
        item.setId(id);
        item.setAccelerator(shortcut.keys());
        return item;
    }

    /** Puts the link to the view shown on the clipboard. */
    public void copyLink() {
        views.link().ifPresent(link -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(link);
            Clipboard.getSystemClipboard().setContent(content);
            views.linkCopied();
        });
    }

    private void listRecent() {
        List<Path> files = views.recent();
        recent.getItems().clear();
        for (int i = 0; i < files.size(); i++) {
            Path file = files.get(i);
            MenuItem item = new MenuItem(String.valueOf(file.getFileName()));
            item.setId("view-recent-" + i);
            // a file's name is the user's: an "_" in it is no mnemonic
            item.setMnemonicParsing(false);
            item.setOnAction(e -> views.openRecent(file));
            recent.getItems().add(item);
        }
        recent.setDisable(files.isEmpty());
    }

    private void saveAs() {
        views.capture().ifPresent(view -> dialogs.save(kind("Save view"), view.dataset() + ViewDocument.EXTENSION)
                .ifPresent(views::save));
    }

    private Optional<Path> chooseViewFile() {
        return dialogs.open(kind("Open view"));
    }

    /** Saved views, the dialog opening in the folder of the view last saved or opened. */
    private FileDialogs.Kind kind(String title) {
        Optional<Path> lastFolder = views.recent().stream().map(Path::getParent)
                .filter(folder -> folder != null && Files.isDirectory(folder)).findFirst();
        return new FileDialogs.Kind(title, "Saved views", ViewDocument.EXTENSION.substring(1), lastFolder);
    }
}
