package io.dqexplorer.desktop.common;

import javafx.scene.control.ComboBox;
import javafx.scene.control.ListCell;

import java.util.function.Function;

/**
 * A choice box that shows each choice in words of its own, in its list and on its button alike; the words are
 * taken as they are (no mnemonic, so an underscore in a dataset's name stays one).
 */
public final class ChoiceWords {

    private ChoiceWords() {
    }

    public static <T> void show(ComboBox<T> box, Function<T, String> words) {
        box.setCellFactory(list -> new WordsCell<>(words));
        box.setButtonCell(new WordsCell<>(words));
    }

    private static final class WordsCell<T> extends ListCell<T> {
        private final Function<T, String> words;

        WordsCell(Function<T, String> words) {
            this.words = words;
            setMnemonicParsing(false);
        }

        @Override
        protected void updateItem(T item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty || item == null ? null : words.apply(item));
        }
    }
}
