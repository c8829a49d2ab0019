package io.dqexplorer.desktop.common.error;

/** What the user can do about a failure; the error banner shows it as a button or a hint. */
public enum ErrorAction {
    SIGN_IN_AGAIN("Sign in again"),
    CHECK_ACCESS("Show access"),
    NOT_MEASURED(""),
    LOAD_LATEST("Load latest"),
    RETRY("Retry"),
    /** Nothing to press: the message itself says what to change (e.g. a sign-in form field). */
    NONE("");

    private final String label;

    ErrorAction(String label) {
        this.label = label;
    }

    /** Button text; empty when there is nothing to press. */
    public String label() {
        return label;
    }
}
