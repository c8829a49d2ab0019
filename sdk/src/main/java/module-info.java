/**
 * The DQ SDK: a typed client of the Data Quality Service. Exports the API packages only; the
 * transport, token source and readers in {@code io.dqexplorer.sdk.internal} stay out of reach of
 * module-path users (class-path users, the desktop app among them, are unaffected).
 * <p>OkHttp is required transitively: {@code DqClientBuilder.httpClient} takes an OkHttpClient.
 * The OAuth library and its content-type helper name no module of their own, so they are required
 * by the names Java derives from their jar files (the compiler warns about those names: harmless
 * for an SDK that is not published to a public repository).
 */
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"})
module io.dqexplorer.sdk {
    requires transitive okhttp3;
    requires okio;
    requires com.fasterxml.jackson.databind;
    requires oauth2.oidc.sdk;
    requires content.type;

    exports io.dqexplorer.sdk;
    exports io.dqexplorer.sdk.error;
    exports io.dqexplorer.sdk.export;
    exports io.dqexplorer.sdk.model;
    exports io.dqexplorer.sdk.query;
}
