package io.dqexplorer.workspace.compare;

/** The words for a figure one side does not have: never a change from 0. */
final class Sides {

    static final String NOT_ASSESSED = "not assessed yet";
    static final String NOT_COMPARED = "not compared yet";
    /** A side whose dataset the service has not measured in the family at all ({@link NotMeasured}). */
    static final String NOT_MEASURED = "not measured";

    private Sides() {
    }

    /** "not assessed yet on the left", "… on either side". */
    static String missing(String what, boolean left, boolean right) {
        if (left && right) {
            return what + " on either side";
        }
        return what + (left ? " on the left" : " on the right");
    }
}
