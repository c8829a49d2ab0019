package io.dqexplorer.workspace.view;

/**
 * A file or link that is no view this version reads. Its reason says what the thing is (not) as it completes
 * "broken.dqview is …": not a DQ Explorer view at all (not UTF-8 JSON, not JSON, JSON but no view), a view of a
 * newer DQ Explorer, or a view with a fault (a field missing, a filter that does not read).
 */
public final class ViewFormatException extends IllegalArgumentException {

    private final String reason;

    private ViewFormatException(String reason, Throwable cause) {
        super(Character.toUpperCase(reason.charAt(0)) + reason.substring(1), cause);
        this.reason = reason;
    }

    /** Something that is no view at all: "not UTF-8 JSON", "JSON, but with no format_version". */
    public static ViewFormatException notAView(String why) {
        return notAView(why, null);
    }

    public static ViewFormatException notAView(String why, Throwable cause) {
        return new ViewFormatException("not a DQ Explorer view: " + why, cause);
    }

    /** A link that holds no view: "it does not start with dqexplorer:". */
    public static ViewFormatException notAViewLink(String why, Throwable cause) {
        return new ViewFormatException("not a DQ Explorer view link: " + why, cause);
    }

    /** A view whose format version this app does not read because a newer app wrote it. */
    public static ViewFormatException newer(int version, int newestRead) {
        return new ViewFormatException("a view of a newer DQ Explorer: its format_version is " + version
                + ", this app reads 1 to " + newestRead, null);
    }

    /** A view of a version this app reads with something wrong in it: "its dataset is missing". */
    public static ViewFormatException faulty(String what) {
        return faulty(what, null);
    }

    public static ViewFormatException faulty(String what, Throwable cause) {
        return new ViewFormatException("a DQ Explorer view with a fault: " + what, cause);
    }

    /** The sentence for a reader: {@code subject} (a file's name, "The link") and what it is: "x.dqview is not a …". */
    public String about(String subject) {
        return subject + " is " + reason;
    }
}
