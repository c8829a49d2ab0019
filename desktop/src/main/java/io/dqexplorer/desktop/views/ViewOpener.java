package io.dqexplorer.desktop.views;

/**
 * Opens a saved view in the running app: the path of a {@code .dqview} file or a {@code dqexplorer:}
 * link, as the user gave it (on the command line, by a double-click, or handed over by a second launch).
 * Called on the FX thread; what is wrong with the view is told in the window, never thrown.
 */
@FunctionalInterface
public interface ViewOpener {

    void open(String fileOrLink);
}
