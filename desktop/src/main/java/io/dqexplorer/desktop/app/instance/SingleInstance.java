package io.dqexplorer.desktop.app.instance;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;

/**
 * One app per user, as Cryptomator does it: a launch first offers its view to the app already running
 * (found by the {@link InstanceFile} in the {@link InstanceFolder}); only when none answers does it
 * become the running app itself. A file left by a crashed app names a port nobody answers on, or one
 * that does not know its secret: it is replaced.
 */
public final class SingleInstance {

    private static final System.Logger LOG = System.getLogger(SingleInstance.class.getName());
    private static final String LOCK = "instance.lock";
    private static final int CONNECT_TIMEOUT_MILLIS = 2_000;
    /** The running app answers as soon as the view is queued; this only bounds a peer that never does. */
    private static final int ANSWER_TIMEOUT_MILLIS = 10_000;

    private SingleInstance() {
    }

    /**
     * Hands {@code view} (none: the wish to see the window) to the app running for {@code folder}, or,
     * when there is none, starts listening for later launches, whose views go into {@code inbox}.
     *
     * @return empty when the running app took it (this launch is done); else this app's server
     * @throws IOException when the folder or the file cannot be written: the app may still run on its own
     */
    public static Optional<InstanceServer> handOverOrListen(Path folder, Optional<String> view, ViewInbox inbox)
            throws IOException {
        InstanceFile.createOwnerOnly(folder);
        // two launches at once (two files double-clicked): the second waits and then finds the first
        try (FileChannel channel = FileChannel.open(folder.resolve(LOCK), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE);
             FileLock ignored = channel.lock()) {
            Optional<InstanceFile> running = InstanceFile.read(folder);
            if (running.isPresent() && handOver(running.get(), view)) {
                return Optional.empty();
            }
            return Optional.of(InstanceServer.start(folder, inbox));
        }
    }

    /** Whether the app on the file's port took the view; false for no answer, a refusal or a stranger. */
    static boolean handOver(InstanceFile running, Optional<String> view) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), running.port()), CONNECT_TIMEOUT_MILLIS);
            socket.setSoTimeout(ANSWER_TIMEOUT_MILLIS);
            DataOutputStream out = new DataOutputStream(socket.getOutputStream());
            out.writeUTF(HandOver.GREETING);
            out.write(running.secret());
            HandOver.writeView(out, view);
            out.flush();
            String answer = new DataInputStream(new BufferedInputStream(socket.getInputStream())).readUTF();
            if (!HandOver.TAKEN.equals(answer)) {
                LOG.log(System.Logger.Level.DEBUG, "the app on port " + running.port() + " refused the hand-over");
            }
            return HandOver.TAKEN.equals(answer);
        } catch (IOException noRunningApp) {
            LOG.log(System.Logger.Level.DEBUG, "no app answers on port " + running.port() + ": " + noRunningApp);
            return false;
        }
    }
}
