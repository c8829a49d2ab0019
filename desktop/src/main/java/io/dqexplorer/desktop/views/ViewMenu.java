package io.dqexplorer.desktop.views;

import atlantafx.base.theme.Styles;
import io.dqexplorer.desktop.common.Shortcut;
import io.dqexplorer.workspace.view.ViewDocument;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.material2.Material2AL;
import org.kordamp.ikonli.material2.Material2MZ;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** The header's "View" menu: save the view shown, open one, the recent ones, and copy a link to it. */
public final class ViewMenu extends MenuButton {

    private final Views views;
    private final Menu recent = new Menu("Recent views");

    public ViewMenu(Views views) {
        super("View", new FontIcon(Material2MZ.VIEW_QUILT));
        this.views = views;
        setId("header-views");
        getStyleClass().add(Styles.FLAT);
        setMinWidth(USE_PREF_SIZE);
        setTooltip(new Tooltip("Save what is shown as a view, open a saved view, or copy a link to it"));

        MenuItem save = item("view-save", Shortcut.SAVE_VIEW, new FontIcon(Material2MZ.SAVE));
        save.setOnAction(e -> chooseSaveTarget().ifPresent(views::save));
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

    private Optional<Path> chooseSaveTarget() {
        FileChooser chooser = chooser("Save view");
        views.capture().ifPresent(view -> chooser.setInitialFileName(view.dataset() + ViewDocument.EXTENSION));
        return Optional.ofNullable(chooser.showSaveDialog(window())).map(File::toPath).map(ViewMenu::withExtension);
    }

    private Optional<Path> chooseViewFile() {
        return Optional.ofNullable(chooser("Open view").showOpenDialog(window())).map(File::toPath);
    }

    private FileChooser chooser(String title) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Saved views", "*" + ViewDocument.EXTENSION));
        views.recent().stream().map(Path::getParent).filter(folder -> folder != null && Files.isDirectory(folder))
                .findFirst().ifPresent(folder -> chooser.setInitialDirectory(folder.toFile()));
        return chooser;
    }

    private Window window() {
        return getScene() == null ? null : getScene().getWindow();
    }

    private static Path withExtension(Path file) {
        String name = file.getFileName().toString();
        return name.endsWith(ViewDocument.EXTENSION) ? file : file.resolveSibling(name + ViewDocument.EXTENSION);
    }
}
