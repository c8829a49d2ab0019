package io.dqexplorer.desktop.app.instance;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * What a second launch says to the running app, on the wire: a greeting, the secret of the instance
 * file, and the view to open (none: only bring the window to the front). The app answers
 * {@link #TAKEN} or {@link #REFUSED}. Nothing of the user's sign-in ever crosses, only the argument.
 */
final class HandOver {

    static final String GREETING = "dq-explorer hand-over 1";
    static final String TAKEN = "taken";
    static final String REFUSED = "refused";
    /** A path or a link, far below this; a bound so that a stray peer cannot make the app allocate at will. */
    static final int MAX_VIEW_BYTES = 1 << 20;

    private HandOver() {
    }

    static void writeView(DataOutputStream out, Optional<String> view) throws IOException {
        out.writeBoolean(view.isPresent());
        if (view.isPresent()) {
            byte[] bytes = view.get().getBytes(StandardCharsets.UTF_8);
            out.writeInt(bytes.length);
            out.write(bytes);
        }
    }

    static Optional<String> readView(DataInputStream in) throws IOException {
        if (!in.readBoolean()) {
            return Optional.empty();
        }
        int length = in.readInt();
        if (length < 0 || length > MAX_VIEW_BYTES) {
            throw new IOException("a view of " + length + " bytes");
        }
        return Optional.of(new String(in.readNBytes(length), StandardCharsets.UTF_8));
    }
}
