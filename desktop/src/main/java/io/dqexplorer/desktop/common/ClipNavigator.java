package io.dqexplorer.desktop.common;

import java.util.List;

/** Lets a feature open the clip table of the current dataset with a selection made elsewhere. */
public interface ClipNavigator {

    /** Opens the clip table filtered by a vocabulary term (published term or merged spelling). */
    void showClipsWithTerm(String term);

    /** Opens the clip table on exactly these clips, e.g. one duplicate group; {@code label} names the selection. */
    void showClips(List<String> clipIds, String label);
}
