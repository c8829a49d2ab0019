package io.dqexplorer.desktop.app.instance;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.Optional;

/**
 * The running app's end: listens on a loopback port for later launches and puts each one's view
 * (or, when it has none, the wish to see the window) into the app's {@link ViewInbox}.
 */
public final class InstanceServer implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(InstanceServer.class.getName());
    /** A launch that connects and then says nothing must not hold up the next one for long. */
    private static final int READ_TIMEOUT_MILLIS = 5_000;

    private final Path folder;
    private final ServerSocket socket;
    private final InstanceFile file;
    private final ViewInbox inbox;

    private InstanceServer(Path folder, ServerSocket socket, InstanceFile file, ViewInbox inbox) {
        this.folder = folder;
        this.socket = socket;
        this.file = file;
        this.inbox = inbox;
    }

    /** Listens and writes the instance file into {@code folder}, replacing whatever file was there. */
    static InstanceServer start(Path folder, ViewInbox inbox) throws IOException {
        ServerSocket socket = new ServerSocket(0, 8, InetAddress.getLoopbackAddress());
        InstanceFile file = InstanceFile.fresh(socket.getLocalPort());
        try {
            file.write(folder);
        } catch (IOException e) {
            socket.close();
            throw e;
        }
        InstanceServer server = new InstanceServer(folder, socket, file, inbox);
        Thread accepting = new Thread(server::accept, "dq-explorer instance");
        accepting.setDaemon(true);
        accepting.start();
        return server;
    }

    private void accept() {
        while (!socket.isClosed()) {
            try (Socket launch = socket.accept()) {
                launch.setSoTimeout(READ_TIMEOUT_MILLIS);
                serve(launch);
            } catch (SocketException closed) {
                if (!socket.isClosed()) {
                    LOG.log(System.Logger.Level.WARNING, "a later launch's connection failed", closed);
                }
            } catch (IOException | RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "a later launch could not hand over", e);
            }
        }
    }

    private void serve(Socket launch) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(launch.getInputStream()));
        DataOutputStream out = new DataOutputStream(launch.getOutputStream());
        if (!HandOver.GREETING.equals(in.readUTF())) {
            return;
        }
        byte[] secret = in.readNBytes(file.secret().length);
        if (!MessageDigest.isEqual(secret, file.secret())) {
            // another user's process, or a file someone else wrote: say no and hear nothing more
            LOG.log(System.Logger.Level.WARNING, "refused a launch that did not know this app's secret");
            out.writeUTF(HandOver.REFUSED);
            out.flush();
            return;
        }
        Optional<String> view = HandOver.readView(in);
        LOG.log(System.Logger.Level.INFO, view.map(v -> "a later launch handed over the view " + v)
                .orElse("a later launch asked for the window"));
        inbox.offer(view);
        out.writeUTF(HandOver.TAKEN);
        out.flush();
    }

    /** Stops listening and deletes the instance file, unless a later app has already replaced it. */
    @Override
    public void close() {
        try {
            socket.close();
            file.deleteIfOurs(folder);
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "the instance file stays behind in " + folder
                    + "; the next launch replaces it", e);
        }
    }
}
