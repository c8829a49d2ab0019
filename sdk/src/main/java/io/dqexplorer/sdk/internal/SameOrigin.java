package io.dqexplorer.sdk.internal;

import okhttp3.HttpUrl;
import okhttp3.Interceptor;
import okhttp3.Request;
import okhttp3.Response;

import java.io.IOException;

/**
 * The last application and network interceptor of the SDK's OkHttpClient, a guard behind every other rule:
 * it removes the operator-only organization selector header from every request, and removes an
 * {@code Authorization} header from any request that is not to the service's origin (scheme,
 * host and port), so a bearer token can reach no other host even through an injected interceptor.
 */
public final class SameOrigin implements Interceptor {

    public static final String ORGANIZATION_SELECTOR = "X-Service-Organization-Id";

    private final HttpUrl serviceUrl;

    public SameOrigin(HttpUrl serviceUrl) {
        this.serviceUrl = serviceUrl;
    }

    public static boolean matches(HttpUrl a, HttpUrl b) {
        return a.scheme().equals(b.scheme()) && a.host().equals(b.host()) && a.port() == b.port();
    }

    @Override
    public Response intercept(Chain chain) throws IOException {
        Request request = chain.request();
        Request.Builder safe = request.newBuilder().removeHeader(ORGANIZATION_SELECTOR);
        if (!matches(serviceUrl, request.url())) {
            safe.removeHeader("Authorization");
        }
        return chain.proceed(safe.build());
    }
}
