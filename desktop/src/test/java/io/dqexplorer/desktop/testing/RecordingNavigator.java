package io.dqexplorer.desktop.testing;

import io.dqexplorer.desktop.common.ClipNavigator;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** Records where a feature asked the clip table to go: "term kitchen", or "Duplicate group 1: a,b,c". */
public final class RecordingNavigator implements ClipNavigator {

    private final List<String> opened = new CopyOnWriteArrayList<>();

    @Override
    public void showClipsWithTerm(String term) {
        opened.add("term " + term);
    }

    @Override
    public void showClips(List<String> clipIds, String label) {
        opened.add(label + ": " + String.join(",", clipIds));
    }

    public List<String> opened() {
        return List.copyOf(opened);
    }
}
