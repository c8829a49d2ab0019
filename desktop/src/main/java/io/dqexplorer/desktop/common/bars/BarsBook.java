package io.dqexplorer.desktop.common.bars;

import io.dqexplorer.desktop.common.async.AsyncRunner;
import io.dqexplorer.workspace.bars.Bar;
import io.dqexplorer.workspace.bars.BarsFile;
import io.dqexplorer.workspace.bars.BarsOutput;
import io.dqexplorer.workspace.bars.BarsYaml;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.UnaryOperator;

/**
 * The analyst's bars as the app keeps them: one bars file ({@value #FILE_NAME}) in the user's config folder, read
 * once, written whole after each change (complete or not at all, as every file the app writes), and replaced
 * by a bars file the analyst opens. A file that cannot be read is said so, with its line and column, and left
 * as it is: nothing is written over it until the analyst opens a good one. Files are read and written off the
 * UI thread; the list changes on it, once the file holds the change. A bars file an earlier version kept in the
 * data folder is carried over, as it is, the first time there is none in the config folder; it is left where it
 * was.
 */
public final class BarsBook {

    public static final String FILE_NAME = "bars.yaml";

    private final Optional<Path> file;
    private final Optional<Path> earlier;
    private final AsyncRunner runner;
    private final ObservableList<Bar> bars = FXCollections.observableArrayList();
    private final ObservableList<Bar> readOnlyBars = FXCollections.unmodifiableObservableList(bars);
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper(this, "note", "");
    private final ReadOnlyBooleanWrapper writable = new ReadOnlyBooleanWrapper(this, "writable");
    /** The latest change asked for: an older write still on its way leaves the file to the newer one. */
    private final AtomicLong version = new AtomicLong();
    private final Object writing = new Object();

    /**
     * @param folder        the user's config folder; none when it is refused, and the bars then live for the
     *                      session only
     * @param earlierFolder where earlier versions kept the bars file (the data folder)
     */
    public BarsBook(Optional<Path> folder, Optional<Path> earlierFolder, AsyncRunner runner) {
        this.file = folder.map(found -> found.resolve(FILE_NAME));
        this.earlier = earlierFolder.map(found -> found.resolve(FILE_NAME)).filter(found -> !file.equals(Optional.of(found)));
        this.runner = runner;
    }

    /** Reads the app's bars file, then runs {@code loaded}; no file yet is no bars. */
    public void load(Runnable loaded) {
        if (file.isEmpty()) {
            writable.set(true);
            loaded.run();
            return;
        }
        Path from = file.get();
        runner.call(() -> Files.exists(from) ? BarsFile.read(from) : carriedOver(from))
                .onSuccess(read -> {
                    bars.setAll(read);
                    writable.set(true);
                    loaded.run();
                })
                .onError(failure -> note.set(failure.getMessage()
                        + ". The bars file is left as it is: correct it, or open another bars file."))
                .start();
    }

    /** The earlier version's bars file copied into {@code to} once it reads; no bars when there is none. */
    private List<Bar> carriedOver(Path to) throws IOException {
        if (earlier.isEmpty() || !Files.isRegularFile(earlier.get())) {
            return List.of();
        }
        List<Bar> read = BarsFile.read(earlier.get());
        written(to, Files.readString(earlier.get(), StandardCharsets.UTF_8));
        return read;
    }

    /** The whole text in the file, its folder made first: the config folder may not exist yet. */
    private static void written(Path to, String text) throws IOException {
        Files.createDirectories(to.getParent());
        BarsOutput.write(to, text);
    }

    public void add(Bar bar) {
        change(list -> {
            list.add(bar);
            return list;
        }, "");
    }

    /** Puts {@code now} in the place of {@code was}. */
    public void replace(Bar was, Bar now) {
        change(list -> {
            list.set(list.indexOf(was), now);
            return list;
        }, "");
    }

    public void remove(Bar bar) {
        change(list -> {
            list.remove(bar);
            return list;
        }, "");
    }

    /**
     * Takes the bars of another file as the app's own (kept in the app's file from now on); a file that cannot
     * be used is refused with its line and column, and the app's bars stay as they were.
     */
    public void open(Path other) {
        runner.call(() -> BarsFile.read(other))
                .onSuccess(read -> {
                    writable.set(true);
                    change(list -> new ArrayList<>(read), "Opened " + other.getFileName() + ": "
                            + read.size() + (read.size() == 1 ? " bar" : " bars") + ", kept as the app's bars.");
                })
                .onError(failure -> note.set(failure.getMessage()))
                .start();
    }

    /** Writes the bars to {@code target} to share them; the app keeps its own file. */
    public void saveAs(Path target) {
        int count = bars.size();
        String text = BarsYaml.of(List.copyOf(bars));
        runner.call(() -> BarsOutput.write(target, text))
                .onSuccess(written -> note.set("Saved " + count + (count == 1 ? " bar" : " bars") + " to " + written + "."))
                .onError(failure -> note.set(failure.getMessage()))
                .start();
    }

    private void change(UnaryOperator<List<Bar>> edit, String done) {
        if (!writable.get()) {
            return;
        }
        List<Bar> changed = List.copyOf(edit.apply(new ArrayList<>(bars)));
        long mine = version.incrementAndGet();
        String text = BarsYaml.of(changed);
        runner.call(() -> {
                    synchronized (writing) {
                        if (file.isPresent() && version.get() == mine) {
                            written(file.get(), text);
                        }
                    }
                    return changed;
                })
                .onSuccess(written -> {
                    bars.setAll(written);
                    note.set(done);
                })
                .onError(failure -> note.set("Your bars could not be kept: " + failure.getMessage()))
                .start();
    }

    /** The bars, in the file's order. */
    public ObservableList<Bar> bars() {
        return readOnlyBars;
    }

    /** What the last open, read or write came to, in words (a file refused with its line and column); empty when there is nothing to say. */
    public ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    /** False while the app's file could not be read: nothing is written over it. */
    public ReadOnlyBooleanProperty writableProperty() {
        return writable.getReadOnlyProperty();
    }

    /** The app's bars file; none when the config folder is refused. */
    public Optional<Path> file() {
        return file;
    }
}
