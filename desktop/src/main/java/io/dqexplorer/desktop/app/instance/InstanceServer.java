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
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The running app's end: listens on a loopback port for later launches and passes each one's view
 * (or, when it has none, the wish to see the window) to the app. Launches that arrive before the app
 * is ready to take them wait in order.
 */
public final class InstanceServer implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(InstanceServer.class.getName());
    /** A launch that connects and then says nothing must not hold up the next one for long. */
    private static final int READ_TIMEOUT_MILLIS = 5_000;

    private final Path folder;
    private final ServerSocket socket;
    private final InstanceFile file;
    private final List<Optional<String>> waiting = new ArrayList<>();
    private Consumer<Optional<String>> app;

    private InstanceServer(Path folder, ServerSocket socket, InstanceFile file) {
        this.folder = folder;
        this.socket = socket;
        this.file = file;
    }

    /** Listens and writes the instance file into {@code folder}, replacing whatever file was there. */
    static InstanceServer start(Path folder) throws IOException {
        ServerSocket socket = new ServerSocket(0, 8, InetAddress.getLoopbackAddress());
        InstanceFile file = InstanceFile.fresh(socket.getLocalPort());
        try {
            file.write(folder);
        } catch (IOException e) {
            socket.close();
            throw e;
        }
        InstanceServer server = new InstanceServer(folder, socket, file);
        Thread accepting = new Thread(server::accept, "dq-explorer instance");
        accepting.setDaemon(true);
        accepting.start();
        return server;
    }

    /**
     * From now on each launch's view goes to {@code app} (on this server's thread: the app moves it to
     * its own), those that came earlier first. An empty view: the launch had none, show the window.
     */
    public synchronized void deliverTo(Consumer<Optional<String>> app) {
        this.app = app;
        waiting.forEach(app);
        waiting.clear();
    }

    private synchronized void deliver(Optional<String> view) {
        if (app == null) {
            waiting.add(view);
        } else {
            app.accept(view);
        }
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
        deliver(view);
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
