package io.dqexplorer.desktop.common;

import javafx.scene.control.Label;
import javafx.scene.layout.Region;

/** A paragraph explaining the figures beside it: it wraps, and never shrinks below its text's height. */
public final class NoteLabel extends Label {

    public NoteLabel(String id, String text) {
        super(text);
        setId(id);
        setWrapText(true);
        getStyleClass().add("note");
        setMinHeight(Region.USE_PREF_SIZE);
    }
}
