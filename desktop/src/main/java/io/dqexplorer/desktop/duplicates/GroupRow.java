package io.dqexplorer.desktop.duplicates;

import java.util.List;

/** One exact-duplicate group as the table shows it; {@code number} counts from 1, largest group first. */
public record GroupRow(int number, List<String> clips) {

    private static final int CLIPS_SHOWN = 3;

    public GroupRow {
        clips = List.copyOf(clips);
    }

    public int size() {
        return clips.size();
    }

    public String label() {
        return "Duplicate group " + number;
    }

    public String firstClips() {
        String shown = String.join(", ", clips.subList(0, Math.min(CLIPS_SHOWN, clips.size())));
        return clips.size() > CLIPS_SHOWN ? shown + ", …" : shown;
    }
}
