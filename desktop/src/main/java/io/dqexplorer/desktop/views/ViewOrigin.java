package io.dqexplorer.desktop.views;

import io.dqexplorer.desktop.common.history.SessionHistory;
import io.dqexplorer.desktop.signin.Session;
import io.dqexplorer.workspace.history.HistoryKey;
import io.dqexplorer.workspace.view.SavedView;

/**
 * Whose data a view shows: the service and the organization of the session it was saved in. The
 * built-in demo service is {@value #DEMO} rather than its URL, since it listens on another port at
 * every start and a demo view would otherwise never open again.
 */
public record ViewOrigin(String service, String organization) {

    public static final String DEMO = SessionHistory.DEMO_SERVICE;

    /** The session's service and organization, named as its measurement history names them. */
    public static ViewOrigin of(Session session) {
        HistoryKey key = session.historyKey();
        return new ViewOrigin(key.serviceUrl(), key.organization());
    }

    public static ViewOrigin of(SavedView view) {
        return new ViewOrigin(view.serviceUrl(), view.organization());
    }

    /** "org-northwind at https://dq.example.com/", "org-northwind of the demo service". */
    public String describe() {
        return DEMO.equals(service) ? organization + " of the demo service" : organization + " at " + service;
    }
}
