package io.dqexplorer.desktop.export;

import io.dqexplorer.sdk.export.ClipColumn;

import java.util.ArrayList;
import java.util.List;

/**
 * The clip columns shown unless chosen one by one: the defaults every row has, then the
 * frame-quality and hand-activity columns when those blocks are asked for. The one rule for the
 * clip table's columns and the headless export's flags, so that both name the same columns alike.
 */
public final class DefaultColumns {

    private DefaultColumns() {
    }

    public static List<ClipColumn> with(boolean frameQuality, boolean handActivity) {
        List<ClipColumn> columns = new ArrayList<>(ClipColumn.defaults());
        for (ClipColumn column : ClipColumn.values()) {
            if ((frameQuality && column.needsFrameQuality()) || (handActivity && column.needsHandActivity())) {
                columns.add(column);
            }
        }
        return List.copyOf(columns);
    }
}
