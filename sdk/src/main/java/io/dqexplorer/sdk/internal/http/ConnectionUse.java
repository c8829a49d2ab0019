package io.dqexplorer.sdk.internal.http;

import okhttp3.Call;
import okhttp3.Connection;
import okhttp3.EventListener;

import java.net.InetSocketAddress;
import java.net.Proxy;

/**
 * Tells whether one call went out on a pooled keep-alive connection rather than one it opened.
 * A server may close an idle keep-alive connection at any time; the next request written to it
 * then fails with no answer, which says nothing about the service.
 */
final class ConnectionUse extends EventListener {

    /** Gives each call the listener its request carries as a tag, if any. */
    static final EventListener.Factory FACTORY = call -> {
        ConnectionUse use = call.request().tag(ConnectionUse.class);
        return use == null ? EventListener.NONE : use;
    };

    private volatile boolean opened;
    private volatile boolean acquired;

    @Override
    public void connectStart(Call call, InetSocketAddress address, Proxy proxy) {
        opened = true;
    }

    @Override
    public void connectionAcquired(Call call, Connection connection) {
        acquired = true;
    }

    boolean reusedPooledConnection() {
        return acquired && !opened;
    }
}
