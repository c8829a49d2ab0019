package io.dqexplorer.sdk.internal;

import okhttp3.Call;
import okhttp3.Interceptor;
import okhttp3.Response;

import java.io.IOException;

/**
 * Lets one thread cancel the HTTP calls another thread makes: a request tagged with it registers
 * its OkHttp {@link Call} through {@link #REGISTER} (an application interceptor of the SDK's
 * client), and {@link #cancel()} cancels that call and every later one at once. Interrupting the
 * calling thread is not enough: OkHttp does not end a blocked socket read on an interrupt, only
 * at the call's deadline.
 */
public final class CallCancel {

    /** Registers the call of a request tagged with a {@link CallCancel}. */
    public static final Interceptor REGISTER = new Interceptor() {
        @Override
        public Response intercept(Chain chain) throws IOException {
            CallCancel cancel = chain.request().tag(CallCancel.class);
            if (cancel != null) {
                cancel.started(chain.call());
            }
            return chain.proceed(chain.request());
        }
    };

    private Call current;
    private boolean cancelled;

    private synchronized void started(Call call) {
        if (cancelled) {
            call.cancel();
        } else {
            current = call;
        }
    }

    /** Cancels the call in flight, if any, and every call started from now on. */
    public synchronized void cancel() {
        cancelled = true;
        if (current != null) {
            current.cancel();
            current = null;
        }
    }
}
