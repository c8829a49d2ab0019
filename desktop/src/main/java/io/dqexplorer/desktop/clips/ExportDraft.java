package io.dqexplorer.desktop.clips;

import io.dqexplorer.sdk.export.ClipColumn;

import java.nio.file.Path;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * An export the user is about to choose columns and a file for: what the column dialog preselects,
 * the file name the save dialog suggests, and how the export then starts. Made by {@link ExportViewModel}.
 */
public final class ExportDraft {

    private final List<ClipColumn> preselectedColumns;
    private final String suggestedName;
    private final BiConsumer<List<ClipColumn>, Path> start;

    ExportDraft(List<ClipColumn> preselectedColumns, String suggestedName, BiConsumer<List<ClipColumn>, Path> start) {
        this.preselectedColumns = List.copyOf(preselectedColumns);
        this.suggestedName = suggestedName;
        this.start = start;
    }

    /** The columns chosen last, else the table's. */
    public List<ClipColumn> preselectedColumns() {
        return preselectedColumns;
    }

    /** "kitchen-egocentric-knife.csv": the dataset and the term, safe as a file name. */
    public String suggestedName() {
        return suggestedName;
    }

    /** Remembers the columns and the folder for the next export and starts writing {@code target}. */
    public void start(List<ClipColumn> columns, Path target) {
        start.accept(columns, target);
    }
}
